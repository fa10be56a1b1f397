-- Tide Watcher: 【Defend win】 Draw 1 card.
test("ZD-9.8: it defends against Pebble Sprite, destroys it and draws 1", function()
  setup { active = 2, p1 = { battle = { "Tide Watcher" }, life = { 1001 } }, p2 = { battle = { "Pebble Sprite" } } }
  local hand = count("hand", 1)
  act("Initiate a battle", 2)
  pass(2)
  act("Tide Watcher", 1)
  pass(2)
  assert(find("Pebble Sprite", 2, "rest") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand + 1)
end)
