-- Blaze Duelist: 【Battle win】 Deal 1000 damage to target character your opponent controls.
test("ZD-9.8: a successful attack wins the battle; 1000 damage destroys P2's Pebble Sprite", function()
  setup { p1 = { battle = { "Blaze Duelist" } }, p2 = { battle = { "Pebble Sprite" }, life = { 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  act("None", 2)                 -- P2 declares no defender
  pass(2)
  assert(chain_size() == 1)
  pass(2)
  assert(find("Pebble Sprite", 2, "rest"))
end)

test("ZD-10.10: no win when its own attack is stopped: no trigger", function()
  setup { p1 = { battle = { "Blaze Duelist" } }, p2 = { battle = { "Grove Titan" }, life = { 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  act("Grove Titan", 2)
  pass(2)
  assert(find("Blaze Duelist", 1, "rest") and chain_size() == 0)
end)
