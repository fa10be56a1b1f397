-- Lantern Maiden: Counter effect: Draw 1 card.
test("ZD-9.4: flipped by an attack's damage, its owner draws 1 at once, then it goes to the hand", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { life = { 1001, "Lantern Maiden" }, deck = { 1002 } } }
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(find("Lantern Maiden", 2, "hand") and find(1002, 2, "hand") and count("hand", 2) == 2)
end)
