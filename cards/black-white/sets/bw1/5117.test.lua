-- Veil Dancer (female, 3). Afterimage: after you use a Parry, you may draw 1 card.
-- card_using (BW-12.1 step 3) of the Parry, a use (BW-12.8 demanded response).

local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

test("BW-12.8, BW-12.7, BW-18.6: hidden, Afterimage is offered privately when it uses a Parry", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = { hero = { "Veil Dancer" }, hand = { "Parry" }, faction = { "White Seal", "White Seal" }, vars = { main = 2, sec = 2 } } }
  stock(2)
  act("Use Thrust on P2", 1)
  act("Parry", 2)                               -- the demanded response (asked privately)
  assert(decision().player == 2 and has_option("Reveal and use Afterimage"), decision().prompt)
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Afterimage", 2)
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
