-- CW-1.3.5: a player may concede at any time, and loses.

test("CW-1.3.5: P1 concedes in their main phase: P2 wins", function()
  setup {}
  concede(1)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 2, tostring(r.reason))
  assert(r.reason:find("conceded", 1, true), r.reason)
end)

test("CW-1.3.5: P2 concedes while P1 chooses a target, with a chain open: P1 wins", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight", "Rift Hound" } } }
  act("Activate Glimmer Bolt", 1)
  assert(decision().player == 1 and decision().kind ~= "priority", "P1 is choosing a target")
  concede(2)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
  assert(r.reason:find("P2", 1, true), r.reason)
end)
