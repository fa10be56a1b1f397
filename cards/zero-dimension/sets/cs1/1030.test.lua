-- Siege Titan: When this card's attack on a life zone succeeds, it deals 3 life damage instead of 1.
test("ZD-S15.1, ZD-10.8.4: 3 damage to a life zone of 1: one card leaves, the rest is ignored, no loss", function()
  setup { p1 = { battle = { "Siege Titan" } }, p2 = { life = { 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(count("life", 2) == 0 and count("hand", 2) == 1)
  assert(not result().over, "P2 has not lost")
end)

test("ZD-10.8.3: 3 life damage to a life zone of 5", function()
  setup { p1 = { battle = { "Siege Titan" } }, p2 = { life = { 1001, 1001, 1001, 1001, 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(count("life", 2) == 2 and count("hand", 2) == 3)
end)
