-- Aether Titan (myth, Void only; Dragon, Dark; Void 3000/2500): Materials: 2 monsters.
test("CW-7.4, CW-7.4.2: two field monsters as materials; it may be shown in Void only", function()
  setup { turn = 2, p1 = { extra = { "Aether Titan" }, monster = { "Rift Hound", "Prism Knight" } } }
  act("Summon Aether Titan", 1)
  act("Rift Hound", 1)                      -- the first material; the second is forced
  local d = decision()
  assert(#d.options == 2 and has_option("Void-ATK") and has_option("Void-DEF"), "Void forms only")
  act("Void-ATK", 1)
  local t = find("Aether Titan", 1, "monster")
  assert(t and is_void(t) and atk(t) == 3000 and def(t) == 2500, "a Void 3000/2500")
  assert(find("Rift Hound", 1, "graveyard") and find("Prism Knight", 1, "graveyard"), "materials in the graveyard")
  assert(count("extra", 1) == 0, "it left the extra deck")
end)

test("CW-7.4: materials come from the field only, never the hand", function()
  setup { turn = 2, p1 = { extra = { "Aether Titan" }, hand = { "Prism Knight" }, monster = { "Rift Hound" } } }
  assert(not has_option("Summon Aether Titan"), "a field monster and a hand monster are not enough")
end)

test("CW-7.4.1: not while an Aether Titan is already on its summoner's field", function()
  setup { turn = 2, p1 = { extra = { "Aether Titan" },
                           monster = { { "Aether Titan", vars = { void = 1 } }, "Rift Hound", "Prism Knight" } } }
  assert(not has_option("Summon Aether Titan"), "a second of the same name")
end)

test("CW-7.0, CW-7.4: in the open state only: not in the battle phase, not in the opponent's turn", function()
  setup { turn = 2, p1 = { extra = { "Aether Titan" }, monster = { "Rift Hound", "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  assert(decision().player == 1 and not has_option("Summon Aether Titan"), "not in the battle phase")
  while active_player() == 1 do pass(1) end
  pass(1)                                   -- P2 passes its draw phase
  assert(decision().player == 1 and not has_option("Summon Aether Titan"), "not in P2's turn")
end)

test("CW-11.6, CW-7.4.1: two on one side anyway: the older goes to the graveyard", function()
  setup { turn = 2, p1 = { monster = { { "Aether Titan", vars = { void = 1, stamp = 1 } },
                                       { "Aether Titan", vars = { void = 1, stamp = 2 } } } } }
  assert(count("monster", 1) == 1 and count("graveyard", 1) == 1, "the state check removed one")
  assert(var(find("Aether Titan", 1, "monster"), "stamp") == 2, "the newer one stays")
end)
