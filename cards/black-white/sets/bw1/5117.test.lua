-- Veil Dancer (female, 3). Afterimage: after you use a Parry, you may draw 1 card.
-- card_using (BW-12.1 step 3) of the Parry, a use (BW-12.8 demanded response).

test("BW-12.8, BW-12.7, BW-18.6: hidden, Afterimage is offered privately when it uses a Parry", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("WW", { hero = { "Veil Dancer" }, hand = { "Parry" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  act("Parry", 2)                               -- the demanded response (asked privately)
  reveal_and_use(2, "Afterimage", { 1, 3 })
  act("Main", 2)
  assert(count("hero_up", 2) == 1 and pvar(2, "mshow") == 1)
  assert(pvar(2, "hp") == 4 and count("hand", 2) == 1, "offset, and 1 drawn")
end)

test("BW-12.8: not offered when it uses no Parry", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = { hero_up = { "Veil Dancer" }, hand = { "Parry" }, vars = { mshow = 1 } } }
  stock(2)
  act("Use Thrust on P2", 1)
  act("None", 2)                                -- keeps its Parry and takes the damage
  assert(pvar(2, "hp") == 3 and count("hand", 2) == 1)
  assert(decision().player == 1 and decision().kind == "priority", "no Afterimage question")
end)
