-- Bright Knight: This card gets (ATK)+1000.
test("ZD-11.1: reads 3000/2000; Silence removes the printed +1000 (ZD-11.6)", function()
  setup { active = 2, p1 = { battle = { "Bright Knight" } }, p2 = { hand = { "Silence" }, resource = { 1024 } } }
  local k = find("Bright Knight", 1, "battle")
  assert(atk(k) == 3000 and def(k) == 2000)
  act("Use Silence", 2)
  pass(2)
  assert(atk(k) == 2000)
end)
