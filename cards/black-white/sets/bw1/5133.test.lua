-- Crow Tallyman (male, 4). Last Tally: when you die, you may have another character draw 2 cards.
-- `death` fires before the dead character's cards are revealed (BW-13.7).

test("BW-13.7, BW-12.7, BW-18.6: hidden, Last Tally is offered privately at its death; another draws 2", function()
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("WW", { hero = { "Crow Tallyman" }, vars = { hp = 1 } }) }
  stock(3)
  act("Use Thrust on P2", 1)                    -- nobody holds a Remedy
  reveal_and_use(2, "Last Tally", { 1, 3 })
  act("Main", 2)
  assert(has_option("P3") and has_option("P4") and not has_option("P2"), "another character")
  act("P3", 2)
  assert(count("hand", 3) == 2)
  assert(not in_game(2) and count("hero_up", 2) == 1 and count("faction_up", 2) == 2, "then it dies, all revealed")
end)

test("BW-13.7: not offered at another character's death", function()
  setup { players = 4, p1 = { hand = { "Thrust" } }, p2 = { vars = { hp = 1 } },
          p3 = { hero_up = { "Crow Tallyman" }, vars = { mshow = 1 } } }
  stock(3)
  act("Use Thrust on P2", 1)
  assert(not in_game(2))
  assert(decision().player == 1 and decision().kind == "priority", "no Last Tally question")
  for p = 1, 4 do assert(count("hand", p) == 0) end
end)
