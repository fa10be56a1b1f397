-- HY-1.7: the last remaining player wins; if all the remaining players lose
-- at the same time, the game is a draw among them: result().drawn names
-- them, and not the players who had already left.

test("HY-1.7: after P2 left, P1 and P3 lose at once: a draw between P1 and P3 only", function()
  setup { players = 3, step = "main", p1 = { hand = { "Filler" } } }
  concede(2)
  assert(not in_game(2) and not result().over)
  set_pvar(1, "life", 0)
  set_pvar(3, "life", 0)
  act("Play Filler", 1)                -- the checks before the next priority find both
  local r = result()
  assert(r.over and r.draw and #r.winners == 0, tostring(r.reason))
  assert(#r.drawn == 2 and r.drawn[1] == 1 and r.drawn[2] == 3, "P1 and P3 drew; P2 had lost")
end)

test("HY-1.7: everyone loses at once: everyone drew", function()
  setup { players = 3, step = "main", p1 = { hand = { "Filler" } } }
  for p = 1, 3 do set_pvar(p, "life", 0) end
  act("Play Filler", 1)
  local r = result()
  assert(r.over and r.draw and #r.drawn == 3, tostring(r.reason))
end)

test("HY-1.7: a winner means no one drew", function()
  setup { players = 3, step = "main" }
  concede(2)
  concede(3)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 1 and #r.drawn == 0)
end)
