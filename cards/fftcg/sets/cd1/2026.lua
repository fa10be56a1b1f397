-- Whirlwind: Choose 1 dull Forward. Deal it 6000 damage.
return { summon(damage_target(6000), { target = forward(function(_, c) return is_tapped(c) end) }) }
