-- Gate Guard: 【Defend destroyed】 Draw 1 card.
test("ZD-S25: Gate Guard defends against Raider and is defend-destroyed; P2's draw resolves first", function()
  setup { p1 = { battle = { "Raider" }, deck = { 1001 } }, p2 = { battle = { "Gate Guard" }, life = { 1001, 1001, 1001, 1001, 1001, 1001 } } }
  local h1, h2 = count("hand", 1), count("hand", 2)
  act("Initiate a battle", 1)
  pass(2)
  act("Gate Guard", 2)
  pass(2)
  local raider = find("Raider", 1, "battle")
  assert(find("Gate Guard", 2, "rest") and var(raider, "damage") == 1000)
  assert(chain_size() == 2 and chain_link(2).controller == 2, "P1's 【Attack win】 below P2's 【Defend destroyed】")
  pass(2)
  assert(count("hand", 1) == h1 + 1 and count("hand", 2) == h2 + 1)
  assert(count("life", 2) == 6, "the attack was defended")
end)

test("ZD-9.7: destroyed by an effect, it does not draw", function()
  setup { active = 2, p1 = { battle = { "Gate Guard" } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(chain_size() == 0)
end)
