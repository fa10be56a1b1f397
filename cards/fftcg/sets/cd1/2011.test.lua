-- Warrant Officer: "When Warrant Officer attacks, if you control 3 or more Fire Backups, draw 1 card."
test("with 3 Fire Backups it triggers and draws (FF-11.8.13)", function()
  setup { step = "declare", p1 = { field = { "Warrant Officer", "Ember Adept", "Ember Adept", "Banner Captain" } } }
  local h = count("hand", 1)
  act("Attack with Warrant Officer", 1)
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == h + 1)
end)
test("with 2 it does not trigger", function()
  setup { step = "declare", p1 = { field = { "Warrant Officer", "Ember Adept", "Ember Adept" } } }
  act("Attack with Warrant Officer", 1)
  assert(chain_size() == 0)
end)
