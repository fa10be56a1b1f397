-- Crack: Target character gets (DEF)−1000 until end of turn.
test("ZD-S10a, ZD-11.10.2: Glass Golem's DEF reads 0: it goes to the rest area at once, not destroyed", function()
  setup { active = 2, p1 = { battle = { "Glass Golem" } }, p2 = { hand = { "Crack" }, resource = { 1024 } } }
  local hand = count("hand", 1)
  act("Use Crack", 2)
  pass(2)
  assert(find("Glass Golem", 1, "rest") and chain_size() == 0, "no 【On destroy】")
  assert(count("hand", 1) == hand)
end)

test("a 2000 DEF character survives with DEF 1000", function()
  setup { active = 2, p1 = { battle = { "Spear Warden" } }, p2 = { hand = { "Crack" }, resource = { 1024 } } }
  act("Use Crack", 2)
  pass(2)
  assert(def(find("Spear Warden", 1, "battle")) == 1000)
end)
