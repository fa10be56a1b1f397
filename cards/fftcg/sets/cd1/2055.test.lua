-- Mutual Ruin: "Each player receives 1 point of damage."
test("each player: 1 damage", function()
  setup { p1 = { hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" } } }
  act("Cast Mutual Ruin", 1)
  pass(2)
  assert(count("damage", 1) == 1 and count("damage", 2) == 1)
end)
