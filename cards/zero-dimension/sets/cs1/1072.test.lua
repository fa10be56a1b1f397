-- Harbor Bell: 【My turn end】 Untap target character you control.
test("ZD-9.12: at the end of its controller's turn, the tapped Raider is untapped to defend", function()
  setup { step = "end", p1 = { battle = { { "Raider", tapped = true } }, event = { "Harbor Bell" } } }
  pass(2)
  assert(not is_tapped(find("Raider", 1, "battle")))
end)

test("ZD-9.12: nothing at the end of the opponent's turn", function()
  setup { step = "end", active = 2, p1 = { battle = { { "Raider", tapped = true } }, event = { "Harbor Bell" } } }
  assert(chain_size() == 0)
end)
