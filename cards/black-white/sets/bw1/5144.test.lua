-- Oathbound Lancer (female, 4). Shieldmate: after another character of the same faction as you
-- takes damage, you may draw 1 card, then give 1 hand card to it. damage_received; BW-11.5.

test("BW-11.5, BW-12.7, BW-18.6, BW-12.5: hidden, Shieldmate is offered privately when an ally takes damage", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW", "both"),
          p3 = faction_seat("BW", "both", { hero = { "Oathbound Lancer" }, hand = { "Parry" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  reveal_and_use(3, "Shieldmate", { 1, 2 })   -- only the character card: its faction cards are shown
  assert(count("hero_up", 3) == 1)
  act("Parry", 3)
  assert(count("hand", 2) == 1 and #in_hand(2, "parry") == 1 and count("hand", 3) == 1)
end)

test("BW-11.5: not offered for another faction, an undetermined one, or itself", function()
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("WB", "both"),
          p3 = faction_seat("BW", "both", { hero_up = { "Oathbound Lancer" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "WB")
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW"),
          p3 = faction_seat("BW", "both", { hero_up = { "Oathbound Lancer" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "undetermined")
  setup { players = 3, p1 = faction_seat("BW", "both", { hand = { "Thrust" } }),
          p3 = faction_seat("BW", "both", { hero_up = { "Oathbound Lancer" } }) }
  stock(2)
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3 and decision().kind == "priority" and count("hand", 3) == 0, "itself")
end)
