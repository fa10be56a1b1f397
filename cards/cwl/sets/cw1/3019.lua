-- Mirror Sprite. Void: Once per turn: switch 1 Void monster to Real.
-- Real: Once per turn: switch this card's system.
return {
  ignition { face = "void", once = true, text = "Switch 1 Void monster to Real", target = target_monster(),
             effect = function(e) set_form(e.target, 0, nil) end },
  ignition { face = "real", once = true, text = "Switch this card's system",
             effect = function(e) switch_system(e.card) end },
}
