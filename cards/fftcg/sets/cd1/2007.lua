-- Blaze Wyrm: EX BURST Choose 1 Forward. Deal it 5000 damage.
return { summon(damage_target(5000), { target = forward() }) }
