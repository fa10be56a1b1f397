-- War Drummer: 【My turn start】 Target character you control gets (ATK)+1000 until end of turn.
test("ZD-9.11: at the start of its controller's turn, Sky Monk gets +1000", function()
  setup { step = "start", p1 = { battle = { "War Drummer", "Sky Monk" } } }
  act("Sky Monk", 1)             -- the target, chosen as the trigger goes on the chain
  pass(2)
  assert(atk(find("Sky Monk", 1, "battle")) == 3000)
end)

test("ZD-9.11: nothing at the start of the opponent's turn", function()
  setup { step = "start", active = 2, p1 = { battle = { "War Drummer", "Sky Monk" } } }
  assert(chain_size() == 0)
end)
