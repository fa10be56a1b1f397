-- Grave Sweep: Remove target card in a rest area from the game.
return { tactic_text { target = { zone = "rest" }, effect = function(e) remove_from_game(e.target) end } }
