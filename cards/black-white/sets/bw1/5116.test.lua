-- Ember Scout (male, 4). Hasty Draw: at the start of your draw phase, you may draw 1 extra card.
-- phase_start:draw (BW-15.3, digest §9).

test("BW-12.7, BW-18.6, BW-15.3: hidden, Hasty Draw is offered privately at its draw phase: 3 cards in all", function()
  setup { players = 3, active = 3, p1 = faction_seat("BW", "main", { hero = { "Ember Scout" } }) }
  stock(4)
  pass(1)                                      -- P3's turn ends; P1's starts
  act("Keep them hidden", 1)                   -- the turn-start faction reveal (BW-0.3.2)
  assert(decision().prompt:find("phase_start:draw"))
  reveal_and_use(1, "Hasty Draw", { 2, 3 })   -- one faction card shown: only the character card (BW-0.3.4)
  assert(count("hero_up", 1) == 1 and pvar(1, "sshow") == 0)
  assert(decision().kind == "priority" and count("hand", 1) == 3, "1 + the draw phase's 2: " .. count("hand", 1))
end)

test("BW-12.7: revealed, it is asked openly; declined, the draw phase draws 2", function()
  setup { players = 3, active = 3, p1 = { hero_up = { "Ember Scout" }, vars = { mshow = 1, sshow = 1 } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and has_option("Use Hasty Draw") and decision_view(2).kind ~= "private")
  act("Decline", 1)
  assert(decision().kind == "priority" and count("hand", 1) == 2)
end)

test("BW-18.3: not offered at another character's draw phase", function()
  setup { players = 3, active = 3, p2 = { hero_up = { "Ember Scout" }, vars = { mshow = 1, sshow = 1 } },
          p1 = { vars = { mshow = 1, sshow = 1 } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
  assert(count("hand", 1) == 2 and count("hand", 2) == 0)
end)
