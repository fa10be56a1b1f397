-- Tide Clock: 【Turn start】 The player whose turn it is draws 1 card, then discards 1 card.
test("ZD-9.11: in P2's turn, P2 draws 1 and discards 1", function()
  setup { step = "start", active = 2, p1 = { event = { "Tide Clock" } }, p2 = { hand = { "Sky Monk" }, deck = { 1001 } } }
  pass(2)
  assert(decision().player == 2)
  act("Sky Monk", 2)
  assert(find("Sky Monk", 2, "rest") and count("hand", 2) == 1 and count("hand", 1) == 0)
end)
