-- Smoke Bomb. This item can be used in the battle phase. Target creature gets -2 ATK until end of turn.
return { item { battle = true, target = target_face_up_creature(),
                effect = function(e) boost(e.target, "atk", -2, "end_of_turn") end } }
