-- Deck Hand: no effect.
test("reads 2000/2000 and green in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1022 } } }
  local c = find(1022, 1, "battle")
  assert(atk(c) == 2000 and def(c) == 2000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "green" and card_name(c) == "Deck Hand", "colour and name")
end)
