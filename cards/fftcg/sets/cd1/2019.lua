-- Frost Snare: EX BURST Choose 1 Forward. Dull it.
return { summon(dull_target, { target = forward() }) }
