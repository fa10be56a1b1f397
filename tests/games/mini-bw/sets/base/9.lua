-- Filler: no effect.
return {}
