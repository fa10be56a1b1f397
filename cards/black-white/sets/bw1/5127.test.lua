-- Ridge Courier (male, 4). Trailwise (locked): your distance to other characters is -1.
-- Relay: at the start of your finish phase, if you used no Thrust this turn, you may draw 1 card.

test("BW-12.6, BW-12.7, BW-4.8, BW-10.12: Trailwise shortens its distance to others, only while revealed", function()
  setup { players = 5, p1 = { hero = { "Ridge Courier" }, hand = { "Thrust" } } }
  assert(distance(1, 3) == 2 and not has_option("Use Thrust on P3"), "hidden: locked continuous skills do not apply")
  setup { players = 5, p1 = { hero_up = { "Ridge Courier" }, hand = { "Thrust" }, vars = { mshow = 1 } } }
  assert(distance(1, 3) == 1 and distance(1, 4) == 1, "revealed: 2 - 1")
  assert(distance(1, 2) == 1, "never below 1 (BW-10.12)")
  assert(distance(3, 1) == 2, "the others' distance to it is unchanged (BW-10.12)")
  assert(has_option("Use Thrust on P3") and has_option("Use Thrust on P4"))
end)

test("BW-12.7, BW-18.6: hidden, Relay is offered privately at its finish phase after no Thrust", function()
  setup { players = 5, p1 = faction_seat("BW", { hero = { "Ridge Courier" } }) }
  stock(3)
  pass(1)
  reveal_and_use(1, "Relay", { 2 })
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 1)
  assert(distance(1, 3) == 1, "revealed now: Trailwise applies")
end)

test("BW-15.4: after a Thrust this turn, Relay is not offered", function()
  setup { players = 3, p1 = { hero_up = { "Ridge Courier" }, hand = { "Thrust" }, vars = { mshow = 1, sshow = 1 } },
          p2 = { vars = { mshow = 1, sshow = 1 } } }
  stock(3)
  act("Use Thrust on P2", 1)
  pass(1)
  assert(decision().player == 2 and decision().kind == "priority", "no Relay question: " .. decision().prompt)
  assert(count("hand", 1) == 0)
end)
