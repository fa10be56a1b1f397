-- Ambush Lily: Counter effect: Destroy the attacking character.
test("ZD-S14: flipped by damage, it destroys the attacker at once; no battle triggers", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { life = { 1001, 1001, "Ambush Lily" } } }
  local hand = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  assert(find("Raider", 1, "rest"), "Raider destroyed by the counter effect")
  assert(find("Ambush Lily", 2, "hand") and count("life", 2) == 2, "Lily went to P2's hand")
  assert(chain_size() == 0, "neither 【Battle destroyed】 nor 【Attack win】 triggered")
  pass(2)
  assert(count("hand", 1) == hand, "P1 drew nothing")
end)
