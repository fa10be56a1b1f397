-- FF-2.1: a player may concede at any time; nothing can prevent it, and the
-- conceding player loses at once.

test("FF-2.1: P2 concedes while P1 pays for a Forward: P1 wins at once; the cast under way is undone", function()
  setup { p1 = { hand = { "Cinder Vanguard", "Cinder Scout" }, field = { "Ember Adept", "Ember Adept" } } }
  act("Play Cinder Vanguard", 1)
  assert(decision().player == 1 and decision().kind ~= "priority", "P1 is choosing how to pay")
  concede(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
  assert(r.reason:find("P2 lost: conceded", 1, true), r.reason)
  assert(find("Cinder Vanguard", 1, "hand") and find("Cinder Scout", 1, "hand"), "the cast was undone")
end)

test("FF-2.1: the player with priority may concede; the opponent wins", function()
  setup {}
  concede(decision().player)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 2 and r.reason:find("P1 lost: conceded", 1, true), tostring(r.reason))
end)
