-- Glimmer Bolt: Destroy 1 monster.
test("CW-7.6.1, CW-7.6.2: from the hand it destroys the chosen monster, then goes to the graveyard", function()
  setup { p1 = { hand = { "Glimmer Bolt" }, monster = { "Ember Drake" } }, p2 = { monster = { "Prism Knight" } } }
  act("Activate Glimmer Bolt", 1)
  act("Prism Knight", 1)                    -- the target: either side's monster may be chosen
  assert(find("Glimmer Bolt", 1, "magic"), "it waits in a magic cell while its link is on the chain")
  pass(2)                                   -- P2 passes, P1 passes: it resolves
  assert(find("Prism Knight", 2, "graveyard") and count("monster", 2) == 0, "Prism Knight destroyed")
  assert(find("Ember Drake", 1, "monster"), "the other monster stays")
  assert(find("Glimmer Bolt", 1, "graveyard") and count("magic", 1) == 0, "Glimmer Bolt in the graveyard")
end)

test("CW-7.0, CW-7.6.1, CW-8.6: from the hand only in the open state, never as an answer", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { hand = { "Glimmer Bolt" }, monster = { "Prism Knight" } } }
  act("Activate Glimmer Bolt", 1)
  assert(decision().player == 2 and not has_option("Activate Glimmer Bolt"), "P2 cannot answer from the hand")
  pass(2)
  act("Pass, to the end phase", 1)
  assert(decision().player == 2 and not has_option("Activate Glimmer Bolt"), "not in P2's priority of P1's turn")
end)

test("CW-7.5, CW-7.6.3: set, it waits a turn, then answers at speed 2 in the opponent's turn", function()
  setup { turn = 2, p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight" } } }
  act("Set Glimmer Bolt", 1)
  assert(find("Glimmer Bolt", 1, "magic") and is_face_down(find("Glimmer Bolt", 1, "magic")), "set face down")
  assert(not has_option("Activate the set Glimmer Bolt"), "not on the turn it was set")
  act("Pass, to the end phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- end phase: both pass; turn 3 is P2's
  assert(active_player() == 2 and turn() == 3, "P2's turn")
  assert(step() == "draw", "P2's draw phase")
  pass(1)                                   -- P2 passes; P1 now has priority
  assert(decision().player == 1, "P1 has priority")
  act("Activate the set Glimmer Bolt", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "destroyed in P2's turn")
  assert(find("Glimmer Bolt", 1, "graveyard"), "then to the graveyard")
end)

test("CW-8.8: a target that left the field before resolution is not affected", function()
  setup { turn = 2,
          p1 = { hand = { "Glimmer Bolt" }, monster = { "Ember Drake" } },
          p2 = { monster = { "Prism Knight" }, magic = { { "Gale Current", face_down = true, vars = { set_turn = 1 } } } } }
  act("Activate Glimmer Bolt", 1)
  act("Prism Knight", 1)
  act("Activate the set Gale Current", 2)   -- P2 answers: Prism Knight back to the hand
  act("Prism Knight", 2)
  pass(2)
  assert(find("Prism Knight", 2, "hand"), "returned by Gale Current")
  assert(find("Ember Drake", 1, "monster"), "Glimmer Bolt destroys nothing else")
  assert(find("Glimmer Bolt", 1, "graveyard"), "and still goes to the graveyard")
end)

test("CW-4.7: with six cards in the magic zone it can be neither activated nor set", function()
  local full = {}
  for i = 1, 6 do full[i] = { "Supply Cache", face_down = true, vars = { set_turn = 0 } } end
  setup { p1 = { hand = { "Glimmer Bolt" }, magic = full }, p2 = { monster = { "Prism Knight" } } }
  assert(not has_option("Activate Glimmer Bolt") and not has_option("Set Glimmer Bolt"), "no free cell")
end)
