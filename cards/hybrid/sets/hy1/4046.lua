-- Sudden Spark. Deal 2 damage to target creature.
return { magic { target = target_creature(), effect = damage_target(2) } }
