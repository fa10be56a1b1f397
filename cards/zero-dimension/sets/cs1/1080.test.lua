-- Dusk Chime: 【Turn end】 Each player who has 2 or fewer cards in hand draws 1 card.
test("ZD-9.12: P1 with 2 cards draws 1; P2 with 3 does not", function()
  setup { step = "end", active = 2, p1 = { event = { "Dusk Chime" }, hand = { 1001, 1001 } }, p2 = { hand = { 1001, 1001, 1001 } } }
  assert(chain_size() == 1, "every turn's end")
  pass(2)
  assert(count("hand", 1) == 3 and count("hand", 2) == 3)
end)
