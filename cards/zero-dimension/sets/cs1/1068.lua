-- Morning Bell: 【Turn start】 Each player draws 1 card.
return { when("on_turn_start", function() each_player_draws(1) end, { text = "Each player draws 1" }) }
