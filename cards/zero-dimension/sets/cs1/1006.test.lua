-- Spear Warden: no effect.
test("reads 1000/2000 and blue in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1006 } } }
  local c = find(1006, 1, "battle")
  assert(atk(c) == 1000 and def(c) == 2000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "blue" and card_name(c) == "Spear Warden", "colour and name")
end)
