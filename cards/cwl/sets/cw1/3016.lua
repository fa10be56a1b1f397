-- Rift Stalker. Void: When this card destroys a monster by battle: your
-- opponent loses 300 LP.
return {
  when("on_battle_destroy", function(e) monster_damage(e, e.opponent, 300) end,
       { face = "void", text = "Your opponent loses 300 LP" }),
}
