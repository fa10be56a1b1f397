-- Night Watch: 【Opponent's turn start】 Target character you control gets (DEF)+1000 until end of turn.
test("ZD-9.11: at the start of the opponent's turn, Night Watch reads DEF 3000", function()
  setup { step = "start", active = 2, p1 = { battle = { "Night Watch" } } }
  assert(chain_size() == 1)
  pass(2)
  assert(def(find("Night Watch", 1, "battle")) == 3000)
end)

test("ZD-9.11: nothing at the start of its controller's turn", function()
  setup { step = "start", p1 = { battle = { "Night Watch" } } }
  assert(chain_size() == 0)
end)
