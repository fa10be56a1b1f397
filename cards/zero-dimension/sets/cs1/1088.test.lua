-- Midnight Courier: 【Opponent's turn end】 If you have 2 or fewer cards in hand, draw 1 card.
test("ZD-9.12: 2 cards: draws 1; 3 cards: nothing", function()
  setup { step = "end", active = 2, p1 = { battle = { "Midnight Courier" }, hand = { 1001, 1001 } } }
  pass(2)
  assert(count("hand", 1) == 3)
  setup { step = "end", active = 2, p1 = { battle = { "Midnight Courier" }, hand = { 1001, 1001, 1001 } } }
  pass(2)
  assert(count("hand", 1) == 3)
end)
