-- The hybrid's policy on the same mini game: priority goes to the next
-- player after a link, a link needs speed >= the top link's, and triggers
-- during resolution wait for a new chain.

test("3 players: after a link, the next player in turn order receives priority", function()
  setup { players = 3, step = "main", p1 = { hand = { "Ping" } } }
  act("Play Ping", 1)
  assert(decision().player == 2)
end)

test("speeds: a lower speed cannot respond to a higher one", function()
  setup { players = 3, step = "main", p1 = { hand = { "Ping" } }, p2 = { hand = { "Oracle", "Blitz" } } }
  act("Play Ping", 1)          -- speed 2
  assert(not has_option("Play Oracle"), "speed 1 cannot respond to speed 2")
  assert(has_option("Play Blitz"), "speed 3 can")
  act("Play Blitz", 2)
  assert(decision().player == 3)
end)

test("triggers during resolution wait, then form a new chain", function()
  setup { step = "main", p1 = { board = { "Watcher" }, hand = { "Blitz", "Bell" } }, p2 = { board = { "Watcher" } } }
  act("Play Blitz", 1)
  pass(1)                      -- P2
  act("Play Bell", 1)
  pass(2)                      -- P2, P1: the chain resolves: Bell rings, Blitz records 9
  assert(gvar("x") == 9, "the triggers waited: got " .. gvar("x"))
  assert(chain_size() == 2, "then they formed a new chain")
  pass(2)
  assert(gvar("x") == 921, "P2's (on top) then P1's: got " .. gvar("x"))
end)

-- policy.replacements = "affected_chooses" (HY-11.4, ZD-11.8.3, CW-11.8): the
-- moving card's controller picks which replacement applies first, whoever
-- controls the effects; the other then no longer matches (each applies once).
for _, pick in ipairs({ "Sieve", "Vault" }) do
  test("replacements = affected_chooses: P1 picks " .. pick .. " for their Ping", function()
    setup { step = "main", p1 = { hand = { "Ping" } }, p2 = { board = { "Sieve", "Vault" } } }
    local deck = count("deck", 1)
    act("Play Ping", 1)
    pass(2)
    local d = decision()
    assert(d.player == 1 and d.prompt:find("replacement effect to apply first to Ping"), d.prompt)
    assert(#d.options == 2)
    act(pick, 1)
    if pick == "Sieve" then assert(find("Ping", 1, "hand") and count("deck", 1) == deck)
    else assert(not find("Ping", 1, "hand") and count("deck", 1) == deck + 1) end
    assert(count("discard", 1) == 0)
  end)
end
