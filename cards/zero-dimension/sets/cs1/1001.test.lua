-- Ember Pike: no effect.
test("reads 1000/1000 and red in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1001 } } }
  local c = find(1001, 1, "battle")
  assert(atk(c) == 1000 and def(c) == 1000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "red" and card_name(c) == "Ember Pike", "colour and name")
end)
