-- Glass Golem: 【On destroy】 Draw 1 card.
test("ZD-9.6: destroyed by Shatter, its controller draws 1", function()
  setup { active = 2, p1 = { battle = { "Glass Golem" } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Glass Golem", 1, "rest") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)
