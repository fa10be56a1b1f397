-- Undertow: "Choose 1 Forward. Return it to its owner's hand."
test("returns it to its owner's hand", function()
  setup { p1 = { hand = { "Undertow", "Bold Sentry" }, field = { "Tide Adept" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Undertow", 1)
  pass(2)
  assert(find("Quarry Bruiser", 2, "hand"))
end)
