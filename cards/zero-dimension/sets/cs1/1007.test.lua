-- Sky Monk: no effect.
test("reads 2000/2000 and yellow in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1007 } } }
  local c = find(1007, 1, "battle")
  assert(atk(c) == 2000 and def(c) == 2000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "yellow" and card_name(c) == "Sky Monk", "colour and name")
end)
