-- Temple Acolyte: no effect.
test("reads 1000/1000 and white in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1036 } } }
  local c = find(1036, 1, "battle")
  assert(atk(c) == 1000 and def(c) == 1000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "white" and card_name(c) == "Temple Acolyte", "colour and name")
end)
