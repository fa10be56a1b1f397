-- Tilt: Tap target card in a battle zone.
test("ZD-S25 targets: an untapped Gate Guard cannot be attacked; tilted, it can", function()
  setup { p1 = { battle = { "Raider" }, hand = { "Tilt" } }, p2 = { battle = { "Gate Guard" }, life = { 1001 } } }
  act("Initiate a battle", 1)   -- Raider is the only attacker; the life zone the only target
  assert(step() == "attack" and gvar("target") == 0, "attacking the life zone")
  setup { p1 = { battle = { "Raider" }, hand = { "Tilt" } }, p2 = { battle = { "Gate Guard" }, life = { 1001 } } }
  act("Use Tilt", 1)
  act("Gate Guard", 1)
  pass(2)
  assert(is_tapped(find("Gate Guard", 2, "battle")))
  act("Initiate a battle", 1)
  assert(has_option("Gate Guard") and has_option("life zone"), "the tapped Gate Guard may be attacked")
end)

test("ZD-S19, ZD-1.20: Siege Camp in the event zone is a legal target, but cannot be tapped", function()
  setup { active = 2, p1 = { event = { "Siege Camp" } }, p2 = { hand = { "Tilt" } } }
  act("Use Tilt", 2)
  pass(2)
  local camp = find("Siege Camp", 1, "event")
  assert(camp and not is_tapped(camp) and find("Tilt", 2, "rest"))
end)
