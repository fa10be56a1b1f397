-- Old Ferryman (male, 4). Toll: after another character uses a Thrust on you, you may draw 1
-- card. card_using (BW-12.1 step 3), before the Parry is asked for.

test("BW-12.1, BW-12.7, BW-18.6: hidden, Toll is offered privately when a Thrust is used on it, before the Parry", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW", { hero = { "Old Ferryman" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Reveal and use Toll") and pvar(2, "hp") == 4, decision().prompt)
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Toll", 2)
  act("Main", 2)
  assert(count("hero_up", 2) == 1 and count("hand", 2) == 1, "drew 1 (a Thrust: no Parry)")
  assert(pvar(2, "hp") == 3, "then the Thrust hit")
end)

test("BW-12.1: not offered for other cards used on it, nor for a Thrust on another", function()
  setup { players = 3, p1 = { hand = { "Shatter", "Thrust" } },
          p2 = { hero_up = { "Old Ferryman" }, hand = { "Remedy" }, vars = { mshow = 1 } } }
  stock(2)
  act("Use Shatter on P2", 1)                  -- its only card goes, blind
  assert(count("hand", 2) == 0 and decision().player == 1 and decision().kind == "priority")
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3 and count("hand", 2) == 0 and decision().kind == "priority")
end)
