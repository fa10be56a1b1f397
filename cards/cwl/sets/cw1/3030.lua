-- Glimmer Bolt. Destroy 1 monster.
return { magic { target = target_monster(), effect = destroy_target } }
