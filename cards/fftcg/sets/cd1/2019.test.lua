-- Frost Snare: EX BURST "Choose 1 Forward. Dull it."
test("dulls the chosen Forward", function()
  setup { p1 = { hand = { "Frost Snare", "Frost Lancer" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Frost Snare", 1)
  pass(2)
  assert(is_tapped(find("Quarry Bruiser", 2, "field")))
end)
