-- Hollow Mantle: If a character would be put from a battle zone into a rest area, remove it from the game instead.
test("ZD-11.8: a destroyed character is removed instead; the Mantle itself still goes to the rest area", function()
  setup { active = 2, p1 = { battle = { { "Stone Sentinel", ref = "s" }, { "Hollow Mantle", vars = { attached = "@s" } } } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  assert(def(find("Stone Sentinel", 1, "battle")) == 3000, "+0/+1000")
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Stone Sentinel", 1, "removed") and not find("Stone Sentinel", 1, "rest"))
  assert(find("Hollow Mantle", 1, "rest"), "equipment is not a character")
  assert(find("Shatter", 2, "rest"), "a used tactic is not a character either")
end)

test("ZD-11.8.4: no 【On destroy】 is lost: Glass Golem still draws, but never enters the rest area", function()
  setup { active = 2, p1 = { battle = { "Glass Golem", { "Stone Sentinel", ref = "s" }, { "Hollow Mantle", vars = { attached = "@s" } } } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Glass Golem", 2)
  pass(2)
  assert(find("Glass Golem", 1, "removed"))
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)
