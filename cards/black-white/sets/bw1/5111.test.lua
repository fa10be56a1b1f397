-- Vigil Keeper (male, 4). Steadfast: after you take damage, you may draw 1 card.
-- damage_received (BW-13.2), polled in seat order (BW-18.3); hidden: asked privately (BW-12.7).

test("BW-12.7, BW-18.6, BW-0.3.3: hidden, Steadfast is offered to its owner alone; using it reveals, then draws", function()
  setup { players = 3, p1 = { hand = { "Thrust" } },
          p2 = faction_seat("BW", { hero = { "Vigil Keeper" } }) }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3, "the Thrust hit")
  reveal_and_use(2, "Steadfast", { 1, 3 })
  assert(decision().prompt:find("Reveal which faction card"), "both faction cards hidden: one is revealed too")
  act("Main", 2)
  assert(count("hero_up", 2) == 1 and pvar(2, "mshow") == 1 and pvar(2, "sshow") == 0, "character and main card revealed")
  assert(count("hand", 2) == 1, "drew 1: " .. count("hand", 2))
end)

test("BW-12.7, BW-18.3: revealed, Steadfast is asked openly, and declining draws nothing", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hero_up = { "Vigil Keeper" }, vars = { mshow = 1 } } }
  stock(2)
  act("Use Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Use Steadfast"), decision().prompt)
  assert(decision_view(1).kind ~= "private" and decision_view(1).player == 2, "an open question")
  act("Decline", 2)
  assert(count("hand", 2) == 0 and decision().player == 1 and decision().kind == "priority")
end)

test("BW-18.3: revealed, Steadfast is not offered when another character takes the damage", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hero_up = { "Vigil Keeper" }, vars = { mshow = 1 } } }
  stock(2)
  act("Use Thrust on P3", 1)   -- P3 holds no Parry: seat 3 is at distance 1 of P1 in 3 players
  assert(pvar(3, "hp") == 3 and count("hand", 2) == 0)
  assert(decision().player == 1 and decision().kind == "priority", "no question to P2")
end)
