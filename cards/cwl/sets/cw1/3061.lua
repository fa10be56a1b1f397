-- Emergency Ration (tactic, generic). Gain 800 HP.
return { tactic { effect = function(e) gain_hp(e.you, 800) end } }
