-- Mutual Ruin: Each player scraps one character they control.
test("ZD-1.11: the AP chooses, then the NAP; both are scrapped", function()
  setup { p1 = { battle = { "Sky Monk", "Field Hand" }, hand = { "Mutual Ruin" }, resource = { 1024, 1024, 1024 } },
          p2 = { battle = { "Spear Warden", "Gate Guard" } } }
  act("Use Mutual Ruin", 1)
  act("Stone Sentinel", 1)
  act("Stone Sentinel", 1)
  pass(2)
  assert(decision().player == 1)
  act("Field Hand", 1)
  assert(decision().player == 2)
  act("Gate Guard", 2)
  assert(find("Field Hand", 1, "rest") and find("Gate Guard", 2, "rest"))
  assert(find("Sky Monk", 1, "battle") and find("Spear Warden", 2, "battle"))
end)

test("ZD-1.12: a player with no character scraps nothing", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Mutual Ruin" }, resource = { 1024, 1024, 1024 } } }
  act("Use Mutual Ruin", 1)
  act("Stone Sentinel", 1)
  act("Stone Sentinel", 1)
  pass(2)
  assert(find("Sky Monk", 1, "rest"))
end)
