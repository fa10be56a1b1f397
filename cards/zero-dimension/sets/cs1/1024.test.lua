-- Stone Sentinel: no effect.
test("reads 1000/2000 and black in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1024 } } }
  local c = find(1024, 1, "battle")
  assert(atk(c) == 1000 and def(c) == 2000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "black" and card_name(c) == "Stone Sentinel", "colour and name")
end)

test("ZD-3.9: 1000 damage does not destroy its 2000 DEF", function()
  setup { active = 2, p1 = { battle = { "Stone Sentinel" } }, p2 = { hand = { "Spark" }, resource = { 1001 } } }
  act("Use Spark", 2)
  pass(2)
  local c = find("Stone Sentinel", 1, "battle")
  assert(c and var(c, "damage") == 1000, "still in play with 1000 damage")
end)
