-- Dusk Hunter (male, 4). Pursuit: after your Thrust is offset by a Parry, you may make its target
-- discard 1 hand card at random. card_offset (BW-7.7, BW-12.1 step 6).

test("BW-7.7, BW-12.7, BW-18.6: hidden, Pursuit is offered privately when its Thrust is offset", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Dusk Hunter" }, hand = { "Thrust" } }),
          p2 = { hand = { "Parry", "Remedy" } } }
  act("Use Thrust on P2", 1)
  act("Parry", 2)
  reveal_and_use(1, "Pursuit", { 2, 3 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and pvar(2, "hp") == 4)
  assert(count("hand", 2) == 0 and count("discard") == 3, "the Remedy, its only card left, is discarded")
end)

test("BW-7.7: revealed, not offered when the target has no hand card left", function()
  setup { players = 3, p1 = { hero_up = { "Dusk Hunter" }, hand = { "Thrust" }, vars = { mshow = 1 } },
          p2 = { hand = { "Parry" } } }
  act("Use Thrust on P2", 1)
  act("Parry", 2)
  assert(decision().player == 1 and decision().kind == "priority", "no Pursuit question")
end)
