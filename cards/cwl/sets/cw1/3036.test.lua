-- Rally Call: Special summon 1 level 4 or lower monster from your hand.
test("CW-7.3, CW-7.1: a special summon from the hand, not counted among the two normal summons", function()
  setup { turn = 2, p1 = { hand = { "Rally Call", "Prism Knight", "Rift Hound", "Gale Squire" } } }
  act("Activate Rally Call", 1)
  pass(2)
  act("Prism Knight", 1)
  act("Void-DEF", 1)
  local k = find("Prism Knight", 1, "monster")
  assert(k and is_void(k) and in_defence(k), "summoned in the chosen form")
  assert(find("Rally Call", 1, "graveyard"), "Rally Call in the graveyard")
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  assert(has_option("Normal summon Gale Squire"), "a second normal summon is still there")
end)

test("CW-7.3: a level 5 or higher monster in the hand is not a choice", function()
  setup { p1 = { hand = { "Rally Call", "Gate Colossus", "Rift Hound" } } }
  act("Activate Rally Call", 1)
  pass(2)                                   -- only Rift Hound qualifies: nobody is asked which
  act("Real-ATK", 1)
  assert(find("Rift Hound", 1, "monster") and find("Gate Colossus", 1, "hand"), "Rift Hound only")
end)
