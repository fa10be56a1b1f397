-- Spite Imp: 【Attack destroyed】 Draw 1 card.
test("ZD-9.7: attack-destroyed by a defending Spear Warden, it draws 1", function()
  setup { p1 = { battle = { "Spite Imp" } }, p2 = { battle = { "Spear Warden" }, life = { 1001 } } }
  local hand = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2)
  act("Spear Warden", 2)
  pass(2)
  assert(find("Spite Imp", 1, "rest") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)

test("ZD-9.7: destroyed while defending is not attack-destroyed: no draw", function()
  setup { active = 2, p1 = { battle = { "Spite Imp" }, life = { 1001 } }, p2 = { battle = { "Sky Monk" } } }
  act("Initiate a battle", 2)
  pass(2)
  act("Spite Imp", 1)
  pass(2)
  assert(find("Spite Imp", 1, "rest") and chain_size() == 0)
end)
