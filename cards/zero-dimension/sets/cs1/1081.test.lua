-- Ashen Lookout: 【Turn end】 Untap this card.
test("ZD-9.12: untapped at the end of its controller's turn", function()
  setup { step = "end", p1 = { battle = { { "Ashen Lookout", tapped = true } } } }
  pass(2)
  assert(not is_tapped(find("Ashen Lookout", 1, "battle")))
end)

test("ZD-9.12: and at the end of the opponent's turn", function()
  setup { step = "end", active = 2, p1 = { battle = { { "Ashen Lookout", tapped = true } } } }
  assert(chain_size() == 1)
  pass(2)
  assert(not is_tapped(find("Ashen Lookout", 1, "battle")))
end)
