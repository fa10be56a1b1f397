-- Call to Arms: Deploy a character with cost 2 or less from your hand.
test("ZD-S17b: used in the opponent's attack step, it deploys Raw Recruit, which may defend the same turn", function()
  setup { p1 = { battle = { "Raider" }, deck = { 1001 } },
          p2 = { hand = { "Call to Arms", "Raw Recruit", "Sky Monk" }, resource = { 1003 }, life = { 1001 } } }
  local h1 = count("hand", 1)
  act("Initiate a battle", 1)
  pass(1)
  act("Use Call to Arms", 2)
  pass(2)
  assert(find("Raw Recruit", 2, "battle") and find("Sky Monk", 2, "hand"), "Sky Monk costs 3")
  pass(2)
  act("Raw Recruit", 2)         -- declare it as defender
  pass(2)
  assert(find("Raw Recruit", 2, "rest") and var(find("Raider", 1, "battle"), "damage") == 1000)
  pass(2)
  assert(count("hand", 1) == h1 + 1, "Raider won: 【Attack win】")
end)
