-- Spark: Deal 1000 damage to target character.
return { tactic_text { target = target_character(), effect = damage_target(1000) } }
