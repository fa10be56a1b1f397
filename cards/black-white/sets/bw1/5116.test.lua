-- Ember Scout (male, 4). Hasty Draw: at the start of your draw phase, you may draw 1 extra card.
-- phase_start:draw (BW-15.3, digest §9).

-- The test position has no shared deck: put n filler cards on it so draws work. (Stock it at
-- a priority decision: a question's answer replays its part from the game's own state.)
local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

test("BW-12.7, BW-18.6, BW-15.3: hidden, Hasty Draw is offered privately at its draw phase: 3 cards in all", function()
  setup { players = 3, active = 3, p1 = { hero = { "Ember Scout" }, faction_up = { "Black Seal" }, faction = { "White Seal" },
          vars = { main = 1, sec = 2, mshow = 1 } } }
  stock(4)
  pass(1)                                      -- P3's turn ends; P1's starts
  act("Keep them hidden", 1)                   -- the turn-start faction reveal (BW-0.3.2)
  assert(decision().player == 1 and has_option("Reveal and use Hasty Draw"), decision().prompt)
  assert(decision().prompt:find("phase_start:draw"))
  assert(decision_view(2).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Hasty Draw", 1)          -- one faction card shown: only the character card (BW-0.3.4)
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
