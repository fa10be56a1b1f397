-- CW-S05: the first player's first turn (CW-5.6, CW-5.7): no draw, no battle
-- phase; the second player draws on turn 2.

-- The harness starts in a main phase with the game variable `first` unset.
-- Start at the end of a "turn 0" instead, name P1 the first player, and let
-- the real turn 1 begin.
local function opening()
  setup { turn = 0, step = "end", p1 = { hand = { "Rift Hound", "Ember Drake", "Prism Knight", "Echo Seer", "Glimmer Bolt" } } }
  set_gvar("first", 1)
  pass(2)                               -- turn 0 ends; turn 1, P1's draw phase
  assert(turn() == 1 and active_player() == 1 and step() == "draw", "turn 1, P1's draw phase")
end

test("CW-S05, CW-5.6, CW-6.2: the first player draws nothing on turn 1", function()
  opening()
  assert(count("hand", 1) == 5 and count("deck", 1) == 20, "hand " .. count("hand", 1) .. ", deck " .. count("deck", 1))
  pass(2)                               -- the draw phase ends
  assert(step() == "main" and count("hand", 1) == 5, "still 5 cards in the main phase")
end)

test("CW-S05, CW-5.7, CW-6.3, CW-10.6: no battle phase on turn 1", function()
  opening()
  pass(2)
  assert(step() == "main" and decision().player == 1, "P1's main phase")
  assert(not has_option("Pass, to the battle phase"), "the battle phase is not offered")
  assert(has_option("Pass, to the end phase"), "the end phase is")
  act("Normal summon Ember Drake", 1)
  act("Real-ATK", 1)
  assert(not has_option("Pass, to the battle phase"), "not even with a monster to attack with")
end)

test("CW-S05, CW-5.6, CW-6.2: the second player draws on turn 2", function()
  opening()
  pass(2)
  act("Pass, to the end phase", 1)
  pass(1)                               -- P2 passes: the main phase ends
  pass(2)                               -- end phase: both pass
  assert(turn() == 2 and active_player() == 2, "turn 2 is P2's")
  assert(count("hand", 2) == 1 and count("deck", 2) == 19, "P2 drew 1: hand " .. count("hand", 2))
end)
