-- The chain (CW §8): priority after a link, resolution of the whole chain
-- last in first out, waiting triggers, and speeds.

test("CW-8.2, CW-8.1: after P1 adds a link, P2 has priority", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight" } } }
  act("Activate Glimmer Bolt", 1)
  assert(chain_size() == 1 and decision().player == 2, "P2 answers")
  pass(1)
  assert(decision().player == 1 and chain_size() == 1, "then P1")
  pass(1)
  assert(chain_size() == 0 and find("Prism Knight", 2, "graveyard"), "two passes in a row: it resolved")
end)

test("CW-8.3, CW-8.5: the whole chain resolves, last link first; then P1 has priority", function()
  setup { p1 = { hand = { "Glimmer Bolt" } },
          p2 = { monster = { "Prism Knight" }, magic = { { "Gale Current", face_down = true } } } }
  act("Activate Glimmer Bolt", 1)        -- link 1: destroy the Knight
  act("Activate the set", 2)             -- link 2: Gale Current on the Knight, its only target
  assert(chain_size() == 2 and decision().player == 1, "P1 has priority")
  pass(2)                                -- P1 then P2: both links resolve, no priority between
  assert(chain_size() == 0, "the chain is empty")
  assert(find("Prism Knight", 2, "hand"), "link 2 first: the Knight went back to the hand; link 1 found no target")
  assert(find("Glimmer Bolt", 1, "graveyard") and find("Gale Current", 2, "graveyard"), "both in the graveyard")
  assert(decision().player == 1 and has_option("Pass, to the end phase"), "the TP has priority (CW-8.5)")
end)

test("CW-8.4, CW-9.2: a trigger raised during resolution waits, then forms a new chain", function()
  setup { p1 = { hand = { "Glimmer Bolt" } },
          p2 = { monster = { "Ember Whelp" }, deck = { "Ember Drake", "Rift Hound", "Rift Hound" } } }
  act("Activate Glimmer Bolt", 1)
  pass(2)
  assert(find("Ember Whelp", 2, "graveyard") and find("Glimmer Bolt", 1, "graveyard"), "the chain finished")
  assert(chain_size() == 1 and count("hand", 2) == 0, "the Whelp's trigger is a new chain, not yet resolved")
  assert(decision().player == 1, "P1 may answer it")
  pass(2)
  assert(find("Ember Drake", 2, "hand") and chain_size() == 0, "then it resolves")
end)

test("CW-8.5, CW-8.2: P2's tactic in P1's main phase: P1 has priority once it resolves", function()
  setup { p2 = { tactic = { "Signal Flare" } } }
  act("Pass, to the battle phase", 1)
  act("Use Signal Flare", 2)
  assert(decision().player == 1, "P1 answers")
  pass(2)
  assert(count("hand", 2) == 1 and chain_size() == 0, "P2 drew 1")
  assert(decision().player == 1 and step() == "main" and has_option("Pass, to the battle phase"),
         "P1 has priority in the main phase again")
end)

test("CW-8.6, CW-7.6.1, CW-7.6.3: with a chain open, P1 is offered a set card but no magic from the hand", function()
  setup { p1 = { monster = { "Rift Hound" }, hand = { "Glimmer Bolt", "Phase Shift", "Ember Drake" },
                 magic = { { "Surge Edict", face_down = true } } },
          p2 = { monster = { "Prism Knight" }, magic = { { "Gale Current", face_down = true } } } }
  assert(has_option("Activate Phase Shift") and has_option("Normal summon Ember Drake"), "open state: speed 1 offered")
  act("Activate Glimmer Bolt", 1)
  act("Prism Knight", 1)
  act("Activate the set", 2)
  act("Prism Knight", 2)
  assert(decision().player == 1 and chain_size() == 2, "P1 has priority with 2 links")
  assert(not has_option("Activate Phase Shift"), "speed 1 is not offered")
  assert(not has_option("Normal summon"), "nor a summon")
  assert(has_option("Activate the set"), "speed 2 is")
end)

test("CW-8.4, CW-10.4: triggers of both players wait for one new chain, the TP's link first", function()
  setup { p1 = { monster = { "Ember Whelp" }, deck = { "Ember Drake", "Rift Hound" } },
          p2 = { monster = { "Ember Whelp" }, deck = { "Ember Drake", "Rift Hound" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ember Whelp", 1)
  pass(2)                                -- equal ATK: both Whelps are destroyed
  assert(count("monster", 1) == 0 and count("monster", 2) == 0, "both destroyed")
  assert(chain_size() == 2, "two trigger links")
  assert(chain_link(1).controller == 1 and chain_link(2).controller == 2, "P1's link 1, P2's link 2")
  pass(2)
  assert(find("Ember Drake", 1, "hand") and find("Ember Drake", 2, "hand") and chain_size() == 0, "both resolved")
end)
