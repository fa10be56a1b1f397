-- Field Hand: no effect.
test("reads 1000/1000 and green in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1003 } } }
  local c = find(1003, 1, "battle")
  assert(atk(c) == 1000 and def(c) == 1000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "green" and card_name(c) == "Field Hand", "colour and name")
end)
