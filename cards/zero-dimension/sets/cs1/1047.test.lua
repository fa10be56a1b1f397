-- Twin Flood: Each player draws 2 cards.
test("ZD-12.3: each player draws 2", function()
  setup { p1 = { hand = { "Twin Flood" }, resource = { 1002, 1002 } } }
  local h1, h2 = count("hand", 1), count("hand", 2)
  act("Use Twin Flood", 1)
  act("Ember Pike", 1)
  pass(2)
  assert(count("hand", 1) == h1 + 1 and count("hand", 2) == h2 + 2)
end)

test("ZD-S16b, ZD-1.6: both decks hold 1 card: both lose at once, a draw", function()
  setup { p1 = { hand = { "Twin Flood" }, resource = { 1002, 1002 }, deck = { 1001 } }, p2 = { deck = { 1001 } } }
  act("Use Twin Flood", 1)
  act("Ember Pike", 1)
  pass(2)
  local r = result()
  assert(r.over and r.draw, r.reason)
end)
