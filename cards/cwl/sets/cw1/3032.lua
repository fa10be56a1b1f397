-- Deep Draw. Both players add 2 cards from their decks to their hands.
return { magic { effect = function() each_player_draws(2) end } }
