-- Dusk Reaper: 【Battle win】 Your opponent discards 1 card.
return { when("on_battle_win", function(e) discards(e.opponent, 1) end, { text = "Opponent discards 1" }) }
