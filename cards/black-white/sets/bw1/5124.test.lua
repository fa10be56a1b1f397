-- Frost Courier (female, 3). Quick Study: at the start of your turn, you may draw 1 card, then
-- discard 1 card. turn_start (BW-15.6, digest §9).

test("BW-12.7, BW-18.6: hidden, Quick Study is offered privately at its turn start: draw 1, then discard 1", function()
  setup { players = 3, active = 3, p1 = faction_seat("BW", { hero = { "Frost Courier" }, hand = { "Parry" } }) }
  stock(4)
  pass(1)
  act("Keep them hidden", 1)
  reveal_and_use(1, "Quick Study", { 2 })
  act("Main", 1)
  act("Parry", 1)                               -- the drawn card is a Thrust; the Parry goes
  assert(count("hero_up", 1) == 1 and count("discard") == 1)
  assert(decision().kind == "priority" and count("hand", 1) == 3, "1 kept + the draw phase's 2")
  assert(#in_hand(1, "parry") == 0)
end)

test("BW-18.3: revealed, not offered at another character's turn start", function()
  setup { players = 3, active = 3, p2 = { hero_up = { "Frost Courier" }, vars = { mshow = 1, sshow = 1 } },
          p1 = { vars = { mshow = 1, sshow = 1 } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(count("hand", 2) == 0)
end)
