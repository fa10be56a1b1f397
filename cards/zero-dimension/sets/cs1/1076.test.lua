-- Dusk Reaper: 【Battle win】 Your opponent discards 1 card.
test("ZD-9.8: after a successful attack, P2 chooses a card to discard", function()
  setup { p1 = { battle = { "Dusk Reaper" } }, p2 = { hand = { "Sky Monk" }, life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(count("hand", 2) == 2 and chain_size() == 1)
  pass(2)
  assert(decision().player == 2)
  act("Sky Monk", 2)
  assert(find("Sky Monk", 2, "rest") and count("hand", 2) == 1)
end)
