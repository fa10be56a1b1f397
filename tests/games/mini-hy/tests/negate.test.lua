-- HY-8.6: a negated card does nothing and still goes to the zone it would
-- have gone to. The negation is a mark on the waiting link (the ruleset's
-- link_vars), read when the link resolves.

test("HY-8.6: Null negates Ping below it: no life is lost, Ping goes to the discard pile all the same", function()
  setup { players = 3, step = "main", p1 = { hand = { "Ping" } }, p2 = { hand = { "Null" } } }
  act("Play Ping", 1)
  act("Play Null", 2)
  pass(3)                              -- P3, P1, P2: the whole chain resolves
  assert(chain_size() == 0)
  assert(pvar(2, "life") == 5, "Ping was negated: " .. pvar(2, "life"))
  assert(find("Ping", 1, "discard") and find("Null", 2, "discard"))
end)

test("HY-8.6: a link's marks are part of the state: read, hashed, kept by snapshots", function()
  setup { players = 3, step = "main", p1 = { hand = { "Ping" } } }
  act("Play Ping", 1)
  assert(chain_link(1).vars.negated == 0)
  local before = state_hash()
  set_link_var(1, "negated", 1)
  assert(chain_link(1).vars.negated == 1 and state_hash() ~= before)
  save_and_restore()
  assert(chain_link(1).vars.negated == 1, "kept by a snapshot")
  local ok, err = pcall(set_link_var, 1, "countered", 1)
  assert(not ok and err:find("unknown link variable", 1, true), err)
  ok, err = pcall(set_link_var, 2, "negated", 1)
  assert(not ok and err:find("no link 2", 1, true), err)
  pass(3)
  assert(pvar(2, "life") == 5 and find("Ping", 1, "discard"), "the marked link did nothing")
end)
