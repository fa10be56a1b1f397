-- Gate Sovereign (myth, both). Materials: 1 level 5 or higher monster + 1
-- monster. Real: Once per turn: destroy 1 magic card.
return {
  myth { materials = { level_at_least(5), any_monster } },
  ignition { face = "real", once = true, text = "Destroy 1 magic card", target = target_magic(),
             effect = destroy_target },
}
