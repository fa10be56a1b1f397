-- Veil of Mist. Target creature you control gets +0/+3 until end of turn.
return { magic { target = target_my_creature(), effect = function(e) boost(e.target, "def", 3, "end_of_turn") end } }
