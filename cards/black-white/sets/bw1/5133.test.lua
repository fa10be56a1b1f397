-- Crow Tallyman (male, 4). Last Tally: when you die, you may have another character draw 2 cards.
-- `death` fires before the dead character's cards are revealed (BW-13.7).

local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

test("BW-13.7, BW-12.7, BW-18.6: hidden, Last Tally is offered privately at its death; another draws 2", function()
  setup { players = 4, p1 = { hand = { "Thrust" } },
          p2 = { hero = { "Crow Tallyman" }, faction = { "White Seal", "White Seal" }, vars = { main = 2, sec = 2, hp = 1 } } }
  stock(3)
  act("Use Thrust on P2", 1)                    -- nobody holds a Remedy
  assert(decision().player == 2 and has_option("Reveal and use Last Tally"), decision().prompt)
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Last Tally", 2)
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
