-- Dusk Recall: "Choose 1 Forward in your Break Zone. Put it onto the field."
test("a Forward from its owner's break zone enters the field", function()
  setup { p1 = { hand = { "Dusk Recall", "Cinder Scout", "Cinder Vanguard" }, ["break"] = { "Quarry Bruiser" } } }
  act("Cast Dusk Recall", 1)
  pass(2)
  local b = find("Quarry Bruiser", 1, "field")
  assert(b and not is_tapped(b) and var(b, "since") == turn(), "a new object, entered this turn")
end)
