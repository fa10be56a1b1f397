-- Dusk Drummer. Void: At the start of your end phase: your opponent loses 200 LP.
return {
  at_phase("end", function(e) monster_damage(e, e.opponent, 200) end,
           { face = "void", text = "Your opponent loses 200 LP" }),
}
