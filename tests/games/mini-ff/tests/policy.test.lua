-- FF-TCG's policy on the same mini game: the caster keeps priority, and
-- only the top of the stack resolves before the turn player gets priority.

test("the player who adds a link keeps priority", function()
  setup { step = "main", p1 = { hand = { "Ping", "Blitz" } } }
  act("Play Ping", 1)
  assert(decision().player == 1)
  act("Play Blitz", 1)
  assert(decision().player == 1 and chain_size() == 2)
end)

test("top only: after both pass one link resolves, then the turn player has priority", function()
  setup { step = "main", p1 = { hand = { "Ping", "Blitz" } } }
  act("Play Ping", 1)
  act("Play Blitz", 1)
  pass(2)
  assert(chain_size() == 1 and gvar("x") == 9 and pvar(2, "life") == 5)
  assert(decision().player == 1)
  pass(2)
  assert(chain_size() == 0 and pvar(2, "life") == 4)
end)
