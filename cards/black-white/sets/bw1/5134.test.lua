-- Spring Mender (female, 3). Bloom: after you recover HP, you may draw 1 card.
-- hp_recovered (BW-13.4).

test("BW-13.4, BW-12.7, BW-18.6: hidden, Bloom is offered privately after it recovers; it draws 1", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Spring Mender" }, hand = { "Remedy" }, vars = { hp = 1, maxhp = 3 } }) }
  stock(2)
  act("Use Remedy on yourself", 1)
  assert(pvar(1, "hp") == 2)
  reveal_and_use(1, "Bloom", { 2 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 1)
end)

test("BW-13.4: not offered when another character recovers", function()
  setup { players = 3, p1 = { hand = { "Remedy" }, vars = { hp = 2 } },
          p2 = { hero_up = { "Spring Mender" }, vars = { mshow = 1 } } }
  stock(2)
  act("Use Remedy on yourself", 1)
  assert(pvar(1, "hp") == 3)
  assert(decision().player == 1 and decision().kind == "priority" and count("hand", 2) == 0)
end)
