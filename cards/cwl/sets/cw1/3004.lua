-- Echo Seer. Void: Once per turn: draw 1 card. Real: Once per turn: destroy 1 monster.
return {
  ignition { face = "void", once = true, text = "Draw 1 card", effect = draw_cards(1) },
  ignition { face = "real", once = true, text = "Destroy 1 monster", target = target_monster(),
             effect = destroy_target },
}
