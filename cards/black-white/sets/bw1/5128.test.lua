-- Mist Sentinel (female, 3). Fogbound (locked): other characters' distance to you is +1.
-- Slip Away: after a Thrust used on you is offset, you may take that Thrust into your hand.

test("BW-12.6, BW-12.7, BW-10.12: Fogbound adds 1 to the others' distance to it, only while revealed", function()
  setup { players = 5, p2 = { hand = { "Thrust" } }, p1 = { hero = { "Mist Sentinel" } } }
  assert(distance(2, 1) == 1 and in_range(2, 1), "hidden: no effect")
  setup { players = 5, p1 = { hero_up = { "Mist Sentinel" }, vars = { mshow = 1 } } }
  assert(distance(2, 1) == 2 and distance(3, 1) == 3, "revealed: +1")
  assert(distance(1, 2) == 1, "its own distance to others is unchanged")
  assert(not in_range(2, 1), "out of an unarmed attack range (BW-4.9)")
end)

test("BW-7.7, BW-12.7, BW-18.6: hidden, Slip Away is offered privately after a Thrust on it is offset; it takes the Thrust", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW", { hero = { "Mist Sentinel" }, hand = { "Parry" } }) }
  act("Use Thrust on P2", 1)
  act("Parry", 2)
  reveal_and_use(2, "Slip Away", { 1, 3 })
  act("Main", 2)
  assert(count("hero_up", 2) == 1 and pvar(2, "hp") == 4)
  assert(count("hand", 2) == 1 and card_name(cards("hand", 2)[1]) == "Thrust", "it took the Thrust")
  assert(count("discard") == 1 and count("processing") == 0, "only the Parry is discarded")
  assert(distance(1, 2) == 2, "revealed: Fogbound applies")
end)

test("BW-7.7: not offered when the Thrust is not offset", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW", { hero = { "Mist Sentinel" } }) }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and count("hand", 2) == 0 and count("discard") == 1)
  assert(decision().player == 1 and decision().kind == "priority", "no Slip Away question")
end)
