-- Ridge Courier (male, 4). Trailwise (locked): your distance to other characters is -1.
-- Relay: at the start of your finish phase, if you used no Thrust this turn, you may draw 1 card.

-- The test position has no shared deck: put n filler cards on it so draws work. (Stock it at
-- a priority decision: a question's answer replays its part from the game's own state.)
local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

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
  setup { players = 5, p1 = { hero = { "Ridge Courier" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 } } }
  stock(3)
  pass(1)
  assert(decision().player == 1 and has_option("Reveal and use Relay"), decision().prompt)
  assert(decision_view(2).kind == "private")
  act("Reveal and use Relay", 1)
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
