-- ZD-1.3.3: a player may concede at any time; concession cannot be
-- prevented, and the game ends at once (ZD-1.4).

test("ZD-1.3.3, ZD-1.4: P2 concedes while P1 pays for a tactic: P1 wins at once; the half-paid tactic is undone", function()
  setup { p1 = { hand = { "Twin Flood" }, resource = { 1002, 1002 } } }
  act("Use Twin Flood", 1)
  assert(decision().player == 1 and decision().kind ~= "priority", "P1 is asked something inside the action")
  concede(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
  assert(r.reason:find("P2 lost: conceded", 1, true), r.reason)
  assert(find("Twin Flood", 1, "hand"), "the action under way was undone")
end)

test("ZD-1.3.3: the deciding player may concede; the opponent wins", function()
  setup {}
  assert(decision().player == 1)
  concede(1)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 2 and r.reason:find("P1 lost: conceded", 1, true), tostring(r.reason))
end)
