-- Stormcall Adept. Void: Once per turn: your opponent loses 400 LP.
return {
  ignition { face = "void", once = true, text = "Your opponent loses 400 LP",
             effect = function(e) monster_damage(e, e.opponent, 400) end },
}
