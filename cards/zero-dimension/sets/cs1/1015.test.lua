-- Census: Draw 2 cards.
test("ZD-7.4.1: normal tactic: draws 2 at main timing", function()
  setup { p1 = { hand = { "Census" }, resource = { 1002, 1002 } } }
  local hand = count("hand", 1)
  act("Use Census", 1)
  act("Ember Pike", 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)

test("ZD-S18: not usable in the opponent's turn", function()
  setup { active = 2, p1 = { hand = { "Census" }, resource = { 1002, 1002 } } }
  pass(1)
  assert(decision().player == 1 and not has_option("Use Census"))
end)
