-- Grave Sweep: Remove target card in a rest area from the game.
test("ZD-4.12: the chosen rest-area card goes to its owner's removed zone", function()
  setup { p1 = { hand = { "Grave Sweep" }, resource = { 1024 } }, p2 = { rest = { "Sky Monk", "Raider" } } }
  act("Use Grave Sweep", 1)
  act("Raider", 1)
  pass(2)
  assert(find("Raider", 2, "removed") and find("Sky Monk", 2, "rest"))
end)

test("ZD-11.9.1: with both rest areas empty it cannot be used", function()
  setup { p1 = { hand = { "Grave Sweep" }, resource = { 1024 } } }
  assert(not has_option("Use Grave Sweep"))
end)
