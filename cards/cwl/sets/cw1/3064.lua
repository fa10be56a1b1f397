-- Last Stand (tactic, generic). Activate only if your HP is 2000 or less: gain 1000 LP.
return { tactic { can = function(e) return pvar(e.you, "hp") <= 2000 end, effect = function(e) gain_lp(e.you, 1000) end } }
