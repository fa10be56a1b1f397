-- Morning Bell: 【Turn start】 Each player draws 1 card.
test("ZD-9.11: at the start of every turn, each player draws 1", function()
  setup { step = "start", active = 2, p1 = { event = { "Morning Bell" } } }
  local h1, h2 = count("hand", 1), count("hand", 2)
  assert(chain_size() == 1, "triggers in the opponent's turn too")
  pass(2)
  assert(count("hand", 1) == h1 + 1 and count("hand", 2) == h2 + 1)
end)
