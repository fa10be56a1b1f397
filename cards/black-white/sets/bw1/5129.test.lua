-- Cliff Marksman (male, 4). Far Sight (locked): your attack range is +1. Pinning Shot: after your
-- Thrust deals damage to a character at distance 2 or more from you, you may make it discard 1
-- hand card at random.

test("BW-12.6, BW-12.7, BW-4.9: Far Sight adds 1 to its attack range, only while revealed", function()
  setup { players = 5, p1 = { hero = { "Cliff Marksman" }, hand = { "Thrust" } } }
  assert(attack_range(1) == 1 and not has_option("Use Thrust on P3"), "hidden: range 1")
  setup { players = 5, p1 = { hero_up = { "Cliff Marksman" }, hand = { "Thrust" }, vars = { mshow = 1 } } }
  assert(attack_range(1) == 2 and has_option("Use Thrust on P3") and has_option("Use Thrust on P4"))
  setup { players = 5, p1 = { hero_up = { "Cliff Marksman" }, equip = { "Moon Axe" }, vars = { mshow = 1 } } }
  assert(attack_range(1) == 4, "the weapon's 3, +1")
end)

test("BW-12.7: revealed, Pinning Shot is asked openly after a Thrust at distance 2", function()
  setup { players = 5, p1 = { hero_up = { "Cliff Marksman" }, hand = { "Thrust" }, vars = { mshow = 1 } },
          p3 = { hand = { "Remedy" } } }
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3)
  assert(decision().player == 1 and has_option("Use Pinning Shot") and decision_view(3).kind ~= "private")
  act("Use Pinning Shot", 1)
  assert(count("hand", 3) == 0 and count("discard") == 2)
end)

test("BW-12.7, BW-18.6: hidden (armed), Pinning Shot is offered privately", function()
  setup { players = 5, p1 = faction_seat("BW", { hero = { "Cliff Marksman" }, hand = { "Thrust" }, equip = { "Moon Axe" } }),
          p4 = { hand = { "Remedy" } } }
  act("Use Thrust on P4", 1)
  reveal_and_use(1, "Pinning Shot", { 4 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 4) == 0)
end)

test("BW-4.8: not offered at distance 1", function()
  setup { players = 5, p1 = { hero_up = { "Cliff Marksman" }, hand = { "Thrust" }, vars = { mshow = 1 } },
          p2 = { hand = { "Remedy" } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and count("hand", 2) == 1)
  assert(decision().player == 1 and decision().kind == "priority", "no Pinning Shot question")
end)
