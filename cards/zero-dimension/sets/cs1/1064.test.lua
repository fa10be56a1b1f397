-- Ember Charger: 【Attack destroyed】 Deal 1000 damage to target character your opponent controls.
test("ZD-9.7: attack-destroyed by Sky Monk: 1000 damage finishes P2's Pebble Sprite", function()
  setup { p1 = { battle = { "Ember Charger" } }, p2 = { battle = { "Sky Monk", "Pebble Sprite" }, life = { 1001 } } }
  act("Initiate a battle", 1)
  pass(2)
  act("Sky Monk", 2)
  pass(2)
  assert(find("Ember Charger", 1, "rest") and find("Sky Monk", 2, "rest"))
  assert(chain_size() == 1)
  pass(2)
  assert(find("Pebble Sprite", 2, "rest"))
end)

test("ZD-9.7: destroyed by an effect, not by battle: no trigger", function()
  setup { active = 2, p1 = { battle = { "Ember Charger" } }, p2 = { battle = { "Pebble Sprite" }, hand = { "Shatter" }, resource = { 1001, 1001 } } }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Ember Charger", 2)
  pass(2)
  assert(find("Ember Charger", 1, "rest") and chain_size() == 0)
end)
