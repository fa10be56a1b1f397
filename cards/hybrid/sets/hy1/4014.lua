-- Prism Sentinel. This effect can be used in an opponent's turn. {1}: Target creature gets +0/+2 until end of turn.
return { quick { text = "Target creature gets +0/+2 until end of turn", cost = { mana = 1 }, target = target_face_up_creature(),
                 effect = function(e) boost(e.target, "def", 2, "end_of_turn") end } }
