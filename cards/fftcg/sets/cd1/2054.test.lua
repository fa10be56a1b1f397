-- Void Gate: a Forward that would go to the break zone is removed from the game instead.
test("a broken Forward is removed; no break triggers (FF-11.12.5)", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Cinder Vanguard" }, field = { { "Void Gate", tapped = true } } }, p2 = { field = { "Frost Lancer" } } }
  act("Cast Night Harvest", 1)
  pass(2)
  assert(find("Frost Lancer", 2, "removed") and chain_size() == 0)
end)
