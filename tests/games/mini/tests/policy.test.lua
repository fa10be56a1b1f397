-- The core's chain and priority machinery under the Zero-Dimension-like
-- policy (AP after a link, whole chain, triggers during resolution on top),
-- with 2 and 4 players.

test("4 players: priority passes around the table from the active player; the next turn starts with P2", function()
  setup { players = 4, step = "main" }
  local seq = {}
  for _ = 1, 4 do
    seq[#seq + 1] = decision().player
    pass()
  end
  assert(table.concat(seq, ",") == "1,2,3,4", table.concat(seq, ","))
  assert(turn() == 4 and active_player() == 2, "turn " .. turn() .. ", active P" .. active_player())
  assert(decision().player == 2 and decision().kind == "priority")
end)

test("4 players: simultaneous triggers go on the chain active player first, so they resolve last", function()
  setup { players = 4, step = "main", active = 2,
          p1 = { board = { "Listener" } }, p2 = { board = { "Listener" }, hand = { "Filler" } },
          p3 = { board = { "Listener" } }, p4 = { board = { "Listener" } } }
  act("Play Filler", 2)
  assert(chain_size() == 5, "the play and four triggers")
  assert(decision().player == 2, "the active player gets priority after the links")
  pass(4)
  assert(gvar("x") == 1432, "resolution order P1, P4, P3, P2: got " .. gvar("x"))
  assert(chain_size() == 0 and decision().player == 2)
end)

test("after a link the active player receives priority, even when another player added it", function()
  setup { step = "main", p2 = { hand = { "Ping" } } }
  pass()                       -- P1 passes
  act("Play Ping", 2)          -- P2 adds a link
  assert(decision().player == 1, "P1 (active) receives priority")
end)

test("whole chain: everyone passes once, every link resolves with no priority in between", function()
  setup { step = "main", p1 = { hand = { "Blitz", "Ping" } } }
  act("Play Ping", 1)
  act("Play Blitz", 1)
  pass(2)
  assert(chain_size() == 0 and gvar("x") == 9 and pvar(2, "life") == 4)
end)

test("triggers during resolution go on top of the remaining chain and resolve next", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Blitz", "Bell" } }, p2 = { board = { "Watcher" } } }
  act("Play Blitz", 1)
  act("Play Bell", 1)
  pass(2)
  -- Bell rang: both Watchers trigger mid-resolution, go on top (AP's first,
  -- so P2's resolves first), and resolve before Blitz (9) below them.
  assert(chain_size() == 0 and gvar("x") == 219, "got " .. gvar("x"))
end)

test("a choice in the middle of a resolution is answered by the player, then resolution goes on", function()
  setup { step = "main", p1 = { hand = { "Oracle" }, deck = { "Filler" } } }
  act("Play Oracle", 1)
  pass(2)
  local d = decision()
  assert(d.kind == "option" and d.prompt == "Pick a number" and d.player == 1)
  local before = state_hash()
  local ok = try_answer(9)
  assert(not ok and state_hash() == before, "an out-of-range answer changes nothing")
  act("two", 1)
  assert(gvar("x") == 2 and count("hand", 1) == 1)
end)

test("a player at 0 life loses; the last player standing wins", function()
  setup { step = "main", p1 = { hand = { "Ping" } }, params = { start_life = 1 } }
  set_pvar(2, "life", 1)
  act("Play Ping", 1)
  pass(2)
  local r = result()
  assert(r.over and r.winners[1] == 1 and #r.winners == 1, r.reason)
end)

test("counters stay with an object and go when it changes zones; uses reset each turn", function()
  setup { step = "main", p1 = { board = { "Filler" } } }
  local f = find("Filler", 1, "board")
  add_counters(f, "Filler", 2)
  add_counters(f, "Filler", -5)
  assert(counters(f, "Filler") == 0, "never below 0")
  add_counters(f, "Filler", 3)
  assert(counters(f, "Filler") == 3)
  local moved = move(f, "discard", 1)
  assert(counters(moved, "Filler") == 0 and counters(f, "Filler") == 0)
  add_use("Filler")
  add_use("Filler")
  assert(uses("Filler") == 2)
  pass(2)                      -- main ends; end step; P2's turn
  assert(turn() == 4 and uses("Filler") == 0)
end)

-- policy.replacements: by default ("library_order") several replacement
-- effects on one move apply in the library's order, with no question: Sieve
-- (B-14) comes before Vault (B-15); once it applies the card no longer goes to
-- the discard pile, so Vault does not.
test("replacements = library_order: Ping goes to hand by Sieve, no question, Vault drops out", function()
  setup { step = "main", p1 = { hand = { "Ping" } }, p2 = { board = { "Sieve", "Vault" } } }
  local deck = count("deck", 1)
  act("Play Ping", 1)
  pass(2)
  assert(decision().kind == "priority", "no question was asked: " .. decision().prompt)
  assert(find("Ping", 1, "hand") and count("discard", 1) == 0 and count("deck", 1) == deck)
end)

-- HY-1.6, HY-1.7, BW-15.8: a player who has left the game is offered nothing,
-- even while it is their turn; the others play on and the next turn skips them.
test("a player out of the game is never offered priority, even as the active player", function()
  setup { players = 3, step = "main", active = 3, p2 = { hand = { "Ping" } } }
  set_pvar(3, "life", 1)
  pass(2)                      -- P3, P1
  act("Play Ping", 2)          -- P3 loses 1 life when it resolves
  assert(decision().player == 3, "P3 is still in the game and active")
  pass(3)                      -- P3, P1, P2: Ping resolves, P3 is at 0 and out
  assert(not in_game(3) and not result().over)
  local d = decision()
  assert(d.player == 1 and d.kind == "priority", "the next remaining player after P3: got P" .. d.player)
  local t = turn()
  pass(2)                      -- P1, P2: the turn goes on to its end
  assert(turn() == t + 1 and active_player() == 1 and decision().player == 1, "P1's turn, skipping nobody else")
  while turn() == t + 1 do
    assert(decision().player ~= 3, "P3 is offered nothing in P1's turn")
    pass()
  end
  assert(active_player() == 2, "then P2's: P3 takes no turn")
end)

test("the triggers of a player out of the game are dropped, and its player is asked nothing", function()
  setup { players = 3, step = "main", active = 3, p1 = { hand = { "Ping" } },
          p2 = { board = { "Listener" } }, p3 = { board = { "Listener", "Listener" } } }
  pass(1)                      -- P3 passes
  lose(3, "conceded")          -- and leaves the game (HY-1.5)
  assert(not in_game(3) and not result().over and decision().player == 1)
  act("Play Ping", 1)          -- three Listeners trigger; P3's two would ask P3 their order
  assert(chain_size() == 2, "the play and P2's trigger: got " .. chain_size())
  assert(decision().player == 1, "the active player is out: the next remaining one")
  pass(2)                      -- P1, P2: the chain resolves
  assert(gvar("x") == 2 and pvar(2, "life") == 4, "P2's Listener recorded 2, then Ping hit P2")
end)
