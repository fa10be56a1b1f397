-- C-WL's chain and priority (CW-8) on the mini game: two players, the
-- other player after every link (trigger links too), the whole chain, triggers
-- during resolution wait for a new chain, speeds 1 and 2.

test("CW-8.2: after a link the other player receives priority; the chain resolves when both pass in succession", function()
  setup { step = "main", p1 = { hand = { "Ping", "Blitz" } }, p2 = { hand = { "Blitz" } } }
  act("Play Ping", 1)
  assert(decision().player == 2, "P2 receives priority after P1's link")
  act("Play Blitz", 2)
  assert(decision().player == 1, "then P1 after P2's link")
  pass(1)                      -- P1 passes: P2 may still act
  assert(chain_size() == 2 and decision().player == 2)
  pass(1)                      -- P2 passes in succession: the chain resolves whole
  assert(chain_size() == 0 and gvar("x") == 9 and pvar(2, "life") == 4)
end)

test("CW-8.6: speed 1 starts a chain in the open state but never responds; speed 2 responds to 1 and 2", function()
  setup { step = "main", p1 = { hand = { "Oracle", "Oracle" } }, p2 = { hand = { "Oracle", "Ping" } } }
  assert(has_option("Play Oracle"), "speed 1 in the open state")
  act("Play Oracle", 1)
  assert(decision().player == 2)
  assert(not has_option("Play Oracle"), "speed 1 cannot respond, even to speed 1")
  assert(has_option("Play Ping"), "speed 2 responds to speed 1")
  act("Play Ping", 2)
  assert(not has_option("Play Oracle"), "P1's speed 1 cannot respond to speed 2")
end)

test("CW-8.3, CW-8.4: triggers during resolution wait; the TP's go first, so the NTP's resolve first; then the TP has priority", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Blitz", "Bell" } }, p2 = { board = { "Watcher" } } }
  act("Play Blitz", 1)
  pass(1)                      -- P2
  act("Play Bell", 1)
  pass(2)                      -- P2, P1: the whole chain resolves: Bell rings, Blitz records 9
  assert(gvar("x") == 9, "the triggers waited: got " .. gvar("x"))
  assert(chain_size() == 2, "then they formed a new chain")
  assert(decision().player == 1, "the NTP added the last link, so the TP receives priority")
  pass(2)
  assert(gvar("x") == 921, "P2's (on top) then P1's: got " .. gvar("x"))
end)

test("CW-8.4: when only the TP's trigger waits, the NTP receives priority after it goes on the chain", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Bell" } } }
  act("Play Bell", 1)
  pass(2)                      -- P2, P1: Bell rings
  assert(chain_size() == 1, "P1's Watcher trigger is a new chain")
  assert(decision().player == 2, "the player who did not add the last link: P2")
end)

test("CW-8.2: a trigger of the NTP put after the TP's action gives the TP priority", function()
  setup { step = "main", p1 = { hand = { "Filler" } }, p2 = { board = { "Listener" } } }
  act("Play Filler", 1)
  assert(chain_size() == 2, "the play and P2's Listener trigger")
  assert(decision().player == 1, "P2 added the last link: P1 receives priority")
end)

test("CW-8.5: when a chain has resolved and nothing waits, the TP receives priority", function()
  setup { step = "main", p2 = { hand = { "Ping" } } }
  act("Pass, naming", 1)       -- P1's pass (CW-6.7)
  act("The end phase", 1)
  act("Play Ping", 2)
  pass(2)                      -- P1, P2
  assert(chain_size() == 0 and pvar(1, "life") == 4)
  assert(decision().player == 1, "the TP, though the NTP added the last link")
end)
