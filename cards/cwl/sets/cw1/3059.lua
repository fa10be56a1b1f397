-- Quill's Gambit (tactic, Marshal Quill). Your opponent loses 500 HP.
return { tactic { effect = function(e) lose_hp(e.opponent, 500) end } }
