-- Bell Herald: 【On deploy】 Draw 1 card.
test("on deploy: its controller draws 1 (ZD-9.5, ZD-8.9.2)", function()
  setup { p1 = { hand = { "Bell Herald" }, resource = { 1002, 1002 } } }
  local hand = count("hand", 1)
  act("Use Bell Herald", 1)
  act("Ember Pike", 1)            -- tap the first blue resource; the second is forced
  pass(2)                         -- both pass: the character resolves and is deployed
  assert(find("Bell Herald", 1, "battle"), "Bell Herald is in the battle zone")
  assert(chain_size() == 1, "its on-deploy trigger starts a new chain")
  assert(decision().player == 1, "the AP receives priority (ZD-8.9.2)")
  pass(2)
  assert(count("hand", 1) == hand, "used one card, drew one")
end)
