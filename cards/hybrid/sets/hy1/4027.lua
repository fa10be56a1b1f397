-- Sunscale Drake. When this creature is flipped: deal 2 damage to target creature.
return { when("on_flip", damage_target(2), { target = target_creature(), text = "Deal 2 damage to target creature" }) }
