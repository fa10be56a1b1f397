-- CW-S06: summon limits (CW-7.1, CW-7.2, CW-7.3): two normal summons a turn;
-- tribute summons by level sum, unlimited; special summons uncounted.

test("CW-S06, CW-7.1, CW-8.1: two normal summons, no chain link, then no third", function()
  setup { p1 = { hand = { "Rift Hound", "Prism Knight", "Ember Drake" } } }
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  assert(chain_size() == 0 and decision().player == 1, "no chain link; P1 keeps priority (CW-8.1)")
  act("Normal summon Prism Knight", 1)
  act("Real-DEF", 1)
  assert(find("Rift Hound", 1, "monster") and find("Prism Knight", 1, "monster"), "both summoned")
  assert(in_defence(find("Prism Knight", 1, "monster")), "in the form its owner picked")
  assert(not has_option("Normal summon Ember Drake"), "a third normal summon is refused")
  assert(find("Ember Drake", 1, "hand"), "Ember Drake stays in the hand")
end)

test("CW-S06, CW-7.2, CW-12.7: Gate Colossus (7) by tributing levels 3 + 4; a second tribute summon too", function()
  setup { p1 = { hand = { "Rift Hound", "Prism Knight", "Gate Colossus", "Gate Colossus" } } }
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  act("Normal summon Prism Knight", 1)
  act("Real-ATK", 1)
  act("Tribute summon Gate Colossus", 1)
  act("Rift Hound", 1)                  -- first tribute (3 of 7); Prism Knight is then the only one left
  act("Real-ATK", 1)
  assert(find("Rift Hound", 1, "graveyard") and find("Prism Knight", 1, "graveyard"), "both tributes in the graveyard")
  assert(count("monster", 1) == 1 and find("Gate Colossus", 1, "monster"), "Gate Colossus summoned")
  -- no per-turn limit, and two normal summons were already used
  act("Tribute summon Gate Colossus", 1) -- the only tribute: the first Colossus (7)
  act("Void-ATK", 1)
  assert(count("monster", 1) == 1 and is_void(find("Gate Colossus", 1, "monster")), "the second Colossus")
  assert(count("graveyard", 1) == 3, "three tributes in all")
end)

test("CW-S06, CW-7.2: Rift Hound alone (level 3) cannot tribute for Gate Colossus (7)", function()
  setup { p1 = { monster = { "Rift Hound" }, hand = { "Gate Colossus" } } }
  assert(not has_option("Tribute summon Gate Colossus"), "refused")
  assert(not has_option("Normal summon Gate Colossus"), "and level 7 is no normal summon")
end)

test("CW-S06, CW-7.2: level 4 is a normal summon only (tribute_from_level 5)", function()
  setup { p1 = { monster = { "Rift Hound", "Ash Imp" }, hand = { "Prism Knight" } } }
  assert(has_option("Normal summon Prism Knight"), "normal summon offered")
  assert(not has_option("Tribute summon Prism Knight"), "tribute summon not offered")
end)

test("CW-S06, CW-7.3: a special summon by an effect does not use up the normal summons", function()
  setup { p1 = { hand = { "Rift Hound", "Prism Knight", "Rally Call", "Ember Drake", "Echo Seer" } } }
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  act("Activate Rally Call", 1)
  pass(2)                               -- it resolves
  act("Ember Drake", 1)                 -- the monster to special summon
  act("Real-ATK", 1)
  assert(find("Ember Drake", 1, "monster"), "Ember Drake special summoned")
  act("Normal summon Prism Knight", 1)  -- still the second normal summon
  act("Real-ATK", 1)
  assert(count("monster", 1) == 3, "three monsters")
  assert(not has_option("Normal summon Echo Seer"), "and now no third")
end)
