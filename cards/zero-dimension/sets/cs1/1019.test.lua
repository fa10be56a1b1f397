-- Tide Colossus: This card's total cost equals the number of cards in your hand.
test("ZD-S04, ZD-3.3.3: used from a hand of 4, it costs the 3 cards left", function()
  setup { p1 = { hand = { "Tide Colossus", 1001, 1001, 1001 }, resource = { 1002, 1002, 1002 } } }
  assert(cost_of(find("Tide Colossus", 1, "hand")) == 3)
  act("Use Tide Colossus", 1)
  act("Ember Pike", 1)
  act("Ember Pike", 1)
  pass(2)
  local c = find("Tide Colossus", 1, "battle")
  assert(c and atk(c) == 4000 and def(c) == 4000, "deployed as 4000/4000")
  for _, r in ipairs(cards("resource", 1)) do assert(is_tapped(r), "all 3 resources tapped") end
end)

test("ZD-3.3.3: with 4 other cards in hand it costs 4; 3 resources cannot pay", function()
  setup { p1 = { hand = { "Tide Colossus", 1001, 1001, 1001, 1001 }, resource = { 1002, 1002, 1002 } } }
  assert(cost_of(find("Tide Colossus", 1, "hand")) == 4)
  assert(not has_option("Use Tide Colossus"))
end)

test("ZD-3.3.3: its printed cost counts as 0 when not being used", function()
  setup { p1 = { deck = { "Tide Colossus" } } }
  assert((get(find("Tide Colossus", 1, "deck"), "cost") or 0) == 0)
end)
