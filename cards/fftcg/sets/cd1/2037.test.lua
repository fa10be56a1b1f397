-- Spark Courier: Haste.
test("played this turn, it may attack (FF-15.2.2.2)", function()
  setup { p1 = { hand = { "Spark Courier", "Volt Adept" } } }
  act("Play Spark Courier", 1)
  assert(can_attack(find("Spark Courier", 1, "field")))
end)
