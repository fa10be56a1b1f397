-- Twin Flood: Each player draws 2 cards.
return { tactic_text { effect = function() each_player_draws(2) end } }
