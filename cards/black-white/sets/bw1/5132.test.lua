-- Ash Chaplain (male, 3). Last Rites: when another character is dying, you may discard 2 cards to
-- have it recover 1 HP. `dying` fires before the rescue asks (BW-13.6).

test("BW-13.6, BW-12.7, BW-18.6: hidden, Last Rites is offered privately when another is dying; it saves it", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { vars = { hp = 1 } },
          p3 = faction_seat("BW", { hero = { "Ash Chaplain" }, hand = { "Parry", "Remedy" }, vars = { hp = 3, maxhp = 3 } }) }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 0, "P2 is dying")
  reveal_and_use(3, "Last Rites", { 1, 2 })
  act("Main", 3)
  act("Parry", 3)                               -- then the Remedy, its last card, unasked
  assert(count("hero_up", 3) == 1 and count("hand", 3) == 0)
  assert(in_game(2) and pvar(2, "hp") == 1, "P2 recovered and is no longer dying")
  assert(decision().player == 1 and decision().kind == "priority", "nobody is asked for a Remedy")
end)

test("BW-13.6: with fewer than 2 cards it is not offered, and the dying character dies", function()
  setup { players = 4, p1 = { hand = { "Thrust" } }, p2 = { vars = { hp = 1 } },
          p3 = { hero_up = { "Ash Chaplain" }, hand = { "Parry" }, vars = { mshow = 1 } } }
  act("Use Thrust on P2", 1)
  assert(not in_game(2) and count("hand", 3) == 1)
end)

test("BW-13.6: not for its own dying", function()
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = { hero_up = { "Ash Chaplain" }, hand = { "Annul", "Annul" }, vars = { mshow = 1, hp = 1, maxhp = 3 } } }
  act("Use Thrust on P2", 1)
  assert(not in_game(2), "P2 was not offered Last Rites for itself")
end)
