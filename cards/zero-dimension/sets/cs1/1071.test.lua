-- Current Sage: 【Opponent's turn end】 Draw 1 card, then discard 1 card.
test("ZD-9.12: at the end of the opponent's turn: draw 1, then discard 1", function()
  setup { step = "end", active = 2, p1 = { battle = { "Current Sage" }, hand = { "Sky Monk" }, deck = { 1001 } } }
  assert(chain_size() == 1)
  pass(2)
  act("Sky Monk", 1)
  assert(find("Sky Monk", 1, "rest") and find(1001, 1, "hand") and count("hand", 1) == 1)
end)

test("ZD-9.12: nothing at the end of its controller's turn", function()
  setup { step = "end", p1 = { battle = { "Current Sage" } } }
  assert(chain_size() == 0)
end)
