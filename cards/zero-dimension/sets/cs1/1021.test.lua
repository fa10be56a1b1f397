-- Rope Courier: LV2: When this card enters the rest area, draw 1 card.
test("ZD-S24a: destroyed at LV1: its LV2 effect does not exist, nothing is drawn", function()
  setup { active = 2, p1 = { battle = { "Rope Courier" } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Rope Courier", 1, "rest") and chain_size() == 0)
  assert(count("hand", 1) == hand)
end)

test("ZD-S24b, ZD-9.3: levelled up to LV2, then destroyed: look-back sees LV2 and P1 draws 1", function()
  setup { p1 = { battle = { "Rope Courier" }, hand = { "Rope Courier", "Bell Herald" } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Level up Rope Courier", 1)           -- the only card sharing its name is discarded, no chain
  local c = find("Rope Courier", 1, "battle")
  assert(level(c) == 2, "LV2, no chain")
  local hand = count("hand", 1)
  pass(1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)

test("ZD-7.8.1: a hand with only Bell Herald cannot level it up (no shared character name)", function()
  setup { p1 = { battle = { "Rope Courier" }, hand = { "Bell Herald" } } }
  assert(not has_option("Level up"))
end)
