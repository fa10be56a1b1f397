-- Echo Wisp: When this card is scrapped, draw 1 card.
test("ZD-S12: both Wisps scrapped at once by Mutual Ruin; P1's trigger is pushed first, so P2 draws first", function()
  setup { p1 = { battle = { "Echo Wisp", "Field Hand" }, hand = { "Mutual Ruin" }, resource = { 1024, 1024, 1024 },
                 deck = { 1001, 1001 } },
          p2 = { battle = { "Echo Wisp", "Field Hand" }, deck = { 1002, 1002 } } }
  local h1, h2 = count("hand", 1), count("hand", 2)
  act("Use Mutual Ruin", 1)
  act("Stone Sentinel", 1)
  act("Stone Sentinel", 1)
  pass(2)
  act("Echo Wisp", 1)           -- the AP chooses first (ZD-1.11)
  assert(decision().player == 2, "then the NAP")
  act("Echo Wisp", 2)
  assert(find("Echo Wisp", 1, "rest") and find("Echo Wisp", 2, "rest"))
  assert(chain_size() == 2, "both triggers on a new chain")
  assert(chain_link(2).controller == 2, "P2's on top (ZD-8.10)")
  pass(2)
  assert(count("hand", 1) == h1 - 1 + 1 and count("hand", 2) == h2 + 1)
end)

test("ZD-9.6: destroyed is not scrapped: no draw", function()
  setup { active = 2, p1 = { battle = { "Echo Wisp" } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Echo Wisp", 1, "rest") and chain_size() == 0)
end)
