-- Twin Comet: "Your opponent receives 2 points of damage."
test("two cards go to the opponent's damage zone (FF-6.5)", function()
  setup { p1 = { hand = { "Twin Comet", "Spark Courier", "Volt Adept" }, field = { "Volt Adept" } } }
  act("Cast Twin Comet", 1)
  pass(2)
  assert(count("damage", 2) == 2)
end)
