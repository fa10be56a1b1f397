-- Banner Captain: Forwards you control gain +1000 power.
return { aura({ power = 1000 }, my_forward) }
