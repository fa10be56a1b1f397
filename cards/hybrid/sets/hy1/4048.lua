-- Battle Fury. Target creature gets +2 ATK until end of turn.
return { magic { target = target_face_up_creature(), effect = function(e) boost(e.target, "atk", 2, "end_of_turn") end } }
