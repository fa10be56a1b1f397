-- Sixfold Alignment. If you control six monsters with six different names
-- and your opponent controls no monster: you win the game.

local SIX = { "Rift Hound", "Prism Knight", "Ember Drake", "Moss Sentinel", "Dune Strider", "Gale Squire" }

test("CW-1.3.4: six monsters of six names against none: it resolves and its controller wins", function()
  setup { p1 = { monster = SIX, hand = { "Sixfold Alignment" } } }
  act("Activate Sixfold Alignment", 1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P1 wins")
end)

test("CW-1.3.4, CW-8.8: not offered with five; a monster gone before it resolves leaves the game going", function()
  local five = { table.unpack(SIX, 1, 5) }
  setup { p1 = { monster = five, hand = { "Sixfold Alignment" } } }
  assert(not has_option("Activate Sixfold Alignment"), "five monsters")
  local twice = { table.unpack(SIX, 1, 5) }
  twice[6] = "Rift Hound"
  setup { p1 = { monster = twice, hand = { "Sixfold Alignment" } } }
  assert(not has_option("Activate Sixfold Alignment"), "two of one name")
  setup { p1 = { monster = SIX, hand = { "Sixfold Alignment" } }, p2 = { monster = { "Ash Imp" } } }
  assert(not has_option("Activate Sixfold Alignment"), "the opponent has a monster")
  setup { p1 = { monster = SIX, hand = { "Sixfold Alignment" } },
          p2 = { magic = { { "Gale Current", face_down = true } } } }
  act("Activate Sixfold Alignment", 1)
  act("Activate the set Gale Current", 2)
  act("Rift Hound", 2)                      -- its target
  pass(2)                                   -- both pass: the chain resolves, Gale Current first
  assert(not result().over, "five left when it resolves: no win")
  assert(count("monster", 1) == 5 and find("Sixfold Alignment", 1, "graveyard"), "it went to the graveyard")
end)
