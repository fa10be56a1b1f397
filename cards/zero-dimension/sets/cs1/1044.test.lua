-- Spark: Deal 1000 damage to target character.
test("ZD-S10b, ZD-11.10.1: 1000 damage >= DEF 1000: Glass Golem is destroyed and its controller draws 1", function()
  setup { active = 2, p1 = { battle = { "Glass Golem" } }, p2 = { hand = { "Spark" }, resource = { 1001 } } }
  local hand = count("hand", 1)
  act("Use Spark", 2)
  pass(2)
  assert(find("Glass Golem", 1, "rest") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)

test("ZD-S22, ZD-6.11: damage stays marked until the clean-up step", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Spark" }, resource = { 1001 } } }
  act("Use Spark", 1)
  pass(2)
  local m = find("Sky Monk", 1, "battle")
  assert(var(m, "damage") == 1000)
  while step() ~= "draw" do if decision().kind == "priority" then pass(1) else answer(1) end end
  assert(var(m, "damage") == 0)
end)
