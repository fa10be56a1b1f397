-- Rift Behemoth. Void: When this card declares an attack: your opponent loses 500 LP.
return {
  when("on_attack", function(e) monster_damage(e, e.opponent, 500) end,
       { face = "void", text = "Your opponent loses 500 LP" }),
}
