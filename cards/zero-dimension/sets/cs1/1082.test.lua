-- Hex Crow: 【Opponent's turn start】 Target character your opponent controls gets (ATK)−1000 until end of turn.
test("ZD-9.11: at the start of P2's turn, P2's Raider reads ATK 1000", function()
  setup { step = "start", active = 2, p1 = { battle = { "Hex Crow" } }, p2 = { battle = { "Raider" } } }
  pass(2)
  assert(atk(find("Raider", 2, "battle")) == 1000)
end)

test("ZD-11.9.1: no opponent's character: the trigger does nothing", function()
  setup { step = "start", active = 2, p1 = { battle = { "Hex Crow" } } }
  assert(chain_size() == 1)
  pass(2)
  assert(atk(find("Hex Crow", 1, "battle")) == 1000)
end)
