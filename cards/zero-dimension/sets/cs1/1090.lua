-- Dusk Curtain: End this turn.
return { tactic_text { effect = function(e) end_this_turn() end } }
