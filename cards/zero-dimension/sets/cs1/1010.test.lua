-- Raider: 【Attack win】 Draw 1 card. 【Battle destroyed】 Draw 1 card.
test("ZD-10.8, ZD-9.8: a successful attack on the life zone wins the battle and draws 1", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { life = { 1001, 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2)                       -- attack step
  pass(2)                       -- defence step (P2 has no character)
  assert(count("life", 2) == 2 and count("hand", 2) == 1, "one life card went to P2's hand")
  assert(chain_size() == 1, "【Attack win】 in the settlement step")
  pass(2)
  assert(count("hand", 1) == hand + 1, "P1 drew 1")
end)

test("ZD-9.7: battle-destroyed by a defender, it draws 1", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { battle = { "Grove Titan" }, life = { 1001 } } }
  local hand = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2)
  act("Grove Titan", 2)         -- declare the defender
  pass(2)
  assert(find("Raider", 1, "rest"), "Raider took 5000")
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)
