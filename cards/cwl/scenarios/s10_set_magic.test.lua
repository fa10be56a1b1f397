-- CW-S10: a set magic card waits a turn (CW-7.5, CW-7.6.3), then may be
-- activated whenever its controller has priority, in either turn.

test("CW-S10, CW-7.5, CW-7.6.3, CW-7.6.2: Glimmer Bolt set this turn waits; in P2's turn it works and goes to the graveyard", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight" } } }
  act("Set Glimmer Bolt", 1)
  local set = cards("magic", 1)[1]
  assert(set and is_face_down(set) and count("hand", 1) == 0, "set face down")
  assert(not has_option("Activate the set"), "not this turn")
  act("Pass, to the end phase", 1)
  pass(1)                               -- P2 passes: the main phase ends
  assert(not has_option("Activate the set"), "nor in this turn's end phase")
  pass(2)                               -- end phase: both pass; P2's turn, draw phase
  assert(active_player() == 2 and step() == "draw", "P2's draw phase")
  pass(1)                               -- P2 passes; P1 has priority
  assert(decision().player == 1, "P1 has priority in P2's turn")
  act("Activate the set", 1)            -- its only target: Prism Knight
  assert(not is_face_down(cards("magic", 1)[1]), "turned face up")
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "the Knight is destroyed")
  assert(find("Glimmer Bolt", 1, "graveyard") and count("magic", 1) == 0, "Glimmer Bolt went to the graveyard")
end)
