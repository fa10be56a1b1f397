-- Receding Tide: "Choose 1 Forward. At the end of this turn, return it to its owner's hand."
test("a delayed ability: at the end phase it goes on the stack and returns the Forward (FF-11.8.17)", function()
  setup { p1 = { hand = { "Receding Tide", "Bold Sentry" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Receding Tide", 1)
  pass(2)
  assert(find("Quarry Bruiser", 2, "field"), "not yet")
  while step() ~= "end" do pass(1) end
  assert(chain_size() == 1, "the delayed ability is on the stack")
  pass(2)
  assert(find("Quarry Bruiser", 2, "hand"))
end)
test("the link ends if the Forward leaves the field first (FF-11.8.17.3)", function()
  setup { p1 = { hand = { "Receding Tide", "Bold Sentry", "Undertow", "Tide Warden" }, field = { "Tide Adept" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Receding Tide", 1)
  act("Discard Bold Sentry", 1)
  pass(2)
  act("Cast Undertow", 1)
  pass(2)
  while step() ~= "end" do pass(1) end
  assert(chain_size() == 0)
end)
