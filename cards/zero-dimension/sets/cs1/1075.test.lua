-- Grave Warden: 【Defend destroyed】 Deal 1000 damage to the attacking character.
test("ZD-9.7: defend-destroyed by Raider, it finishes Raider (1000 + 1000 damage); Raider's draw still resolves", function()
  setup { active = 2, p1 = { battle = { "Grave Warden" }, life = { 1001 } }, p2 = { battle = { "Raider" }, deck = { 1001 } } }
  local h2 = count("hand", 2)
  act("Initiate a battle", 2)
  pass(2)
  act("Grave Warden", 1)
  pass(2)
  assert(find("Grave Warden", 1, "rest") and chain_size() == 2)
  pass(2)
  assert(find("Raider", 2, "rest"), "2000 damage >= DEF 2000")
  assert(count("hand", 2) == h2 + 1, "【Attack win】 resolved anyway (ZD-8.11)")
end)
