-- Ironbark Giant (male, 5). Heavy Gait (locked): your distance to other characters is +1.
-- Crush: after your Thrust deals damage, you may discard 2 cards to deal 1 more damage to the same
-- character.

test("BW-12.6, BW-12.7, BW-10.12: Heavy Gait lengthens its distance to others, only while revealed", function()
  setup { players = 3, p1 = { hero = { "Ironbark Giant" }, hand = { "Thrust" } } }
  assert(distance(1, 2) == 1 and has_option("Use Thrust on P2"))
  setup { players = 3, p1 = { hero_up = { "Ironbark Giant" }, hand = { "Thrust" }, vars = { mshow = 1 } } }
  assert(distance(1, 2) == 2 and distance(2, 1) == 1)
  assert(not has_option("Use Thrust"), "out of its unarmed range (BW-4.9)")
end)

test("BW-13.2, BW-12.7, BW-18.6: hidden, Crush is offered privately; 2 cards for 1 more damage", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Ironbark Giant" }, hand = { "Thrust", "Parry", "Remedy" }, vars = { hp = 5, maxhp = 5 } }) }
  act("Use Thrust on P2", 1)
  reveal_and_use(1, "Crush", { 2 })
  act("Main", 1)
  act("Parry", 1)                              -- then the Remedy, unasked
  assert(pvar(2, "hp") == 2 and count("hand", 1) == 0 and count("discard") == 3)
  assert(decision().kind == "priority", "the extra damage is not a Thrust's: no second Crush")
end)

test("BW-13.2: not offered with fewer than 2 cards left", function()
  setup { players = 3, p1 = { hero_up = { "Ironbark Giant" }, hand = { "Thrust", "Parry" }, equip = { "Moon Axe" }, vars = { mshow = 1 } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 1) == 1)
end)
