-- Arc Striker: enters: 4000 damage to an opposing Forward.
test("4000 damage on entering", function()
  setup { p1 = { hand = { "Arc Striker", "Spark Courier", "Static Snare" } }, p2 = { field = { "Cinder Scout" } } }
  act("Play Arc Striker", 1)
  pass(2)
  assert(var(find("Cinder Scout", 2, "field"), "damage") == 4000)
end)
