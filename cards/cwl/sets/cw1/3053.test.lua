-- Gate Sovereign (myth, both systems; Machine, Earth; Void 2800/2600, Real 3000/2400):
-- Materials: 1 level 5 or higher monster + 1 monster. Real: Once per turn: destroy 1 magic card.
test("CW-7.4, CW-7.4.2: a level 5+ monster and another from the field; any of the four forms", function()
  setup { turn = 2, p1 = { extra = { "Gate Sovereign" }, monster = { "Gate Colossus", "Rift Hound" } } }
  act("Summon Gate Sovereign", 1)
  act("Gate Colossus", 1)
  assert(#decision().options == 4, "both systems allowed")
  act("Real-ATK", 1)
  local g = find("Gate Sovereign", 1, "monster")
  assert(g and atk(g) == 3000, "Real 3000")
  assert(find("Gate Colossus", 1, "graveyard") and find("Rift Hound", 1, "graveyard"), "materials")
end)

test("CW-7.4, CW-3.7: levels are not added up, and a myth monster counts as level 0", function()
  setup { turn = 2, p1 = { extra = { "Gate Sovereign" }, monster = { "Prism Knight", "Ember Drake", "Aether Titan" } } }
  assert(not has_option("Summon Gate Sovereign"), "no single level 5+ monster")
end)

test("CW-7.11, CW-7.6.2: Real: once per turn it destroys 1 magic card", function()
  setup { turn = 2, p1 = { monster = { "Gate Sovereign" } },
          p2 = { magic = { { "Null Ward", face_down = true, vars = { set_turn = 1 } }, { "Rift Banner", vars = { live = 1 } } } } }
  act("Activate Gate Sovereign", 1)
  act("Null Ward", 1)                       -- a set card is a magic card too
  pass(2)
  assert(find("Null Ward", 2, "graveyard") and find("Rift Banner", 2, "magic"), "the chosen card only")
  assert(not has_option("Activate Gate Sovereign"), "once per turn")
end)

test("CW-7.11: in Void the Real effect cannot be used", function()
  setup { turn = 2, p1 = { monster = { { "Gate Sovereign", vars = { void = 1 } } } },
          p2 = { magic = { { "Rift Banner", vars = { live = 1 } } } } }
  assert(not has_option("Activate Gate Sovereign"), "no effect in Void")
end)
