-- Pebble Sprite: no effect.
test("reads 500/1000 and white in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1028 } } }
  local c = find(1028, 1, "battle")
  assert(atk(c) == 500 and def(c) == 1000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "white" and card_name(c) == "Pebble Sprite", "colour and name")
end)
