-- FF-S17: losing at 7 damage; a simultaneous loss is a draw (FF-12.4.1, FF-3.3, FF-16.8).
test("FF-S17a (FF-12.4.1, FF-16.8.9): P2 at 6 takes 1, uses the revealed EX Burst, then loses at the next check", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } },
          p2 = { damage = { 2001, 2001, 2001, 2001, 2001, 2001 }, deck = { "Blaze Wyrm", "Quarry Bruiser" } } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)
  pass(2)                                    -- no Forward to block with; damage step
  act("Yes", 2)                              -- EX Burst on the Vanguard
  assert(result().over and result().winners[1] == 1, "P1 wins")
  assert(var(find("Cinder Vanguard", 1, "field"), "damage") == 5000, "the EX Burst was used first")
end)
test("FF-S17b (FF-3.3): both at 6, Mutual Ruin: a draw", function()
  setup { p1 = { damage = { 2001, 2001, 2001, 2001, 2001, 2001 }, hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" } },
          p2 = { damage = { 2001, 2001, 2001, 2001, 2001, 2001 } } }
  act("Cast Mutual Ruin", 1)
  pass(2)
  assert(result().over and result().draw)
end)
test("FF-S17c (FF-16.22): limited format: 6 damage loses", function()
  setup { params = { damage_to_lose = 6 }, p1 = { hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" } },
          p2 = { damage = { 2001, 2001, 2001, 2001, 2001 } } }
  act("Cast Mutual Ruin", 1)
  pass(2)
  assert(result().over and result().winners[1] == 1)
end)
