-- Siege Camp: Characters you control get (ATK)+500.
test("ZD-S19: replaces Harvest Fair (scrapped, no chain); Sky Monk reads 2500", function()
  setup { p1 = { battle = { "Sky Monk" }, event = { "Harvest Fair" }, hand = { "Siege Camp" }, resource = { 1001, 1001 } },
          p2 = { battle = { "Spear Warden" } } }
  act("Use Siege Camp", 1)
  act("Ember Pike", 1)
  pass(2)
  assert(find("Siege Camp", 1, "event") and find("Harvest Fair", 1, "rest"))
  assert(atk(find("Sky Monk", 1, "battle")) == 2500)
  assert(atk(find("Spear Warden", 2, "battle")) == 1000, "not the opponent's")
end)

test("ZD-9.2: characters in the hand are not in play: unchanged", function()
  setup { p1 = { event = { "Siege Camp" }, hand = { "Sky Monk" } } }
  assert(atk(find("Sky Monk", 1, "hand")) == 2000)
end)
