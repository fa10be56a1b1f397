-- Brine Oracle (female, 3). Tidecall: at the start of your finish phase, you may draw 1 card.
-- phase_start:finish (digest §9), polled from the current character (BW-18.3).

-- The test position has no shared deck: put n filler cards on it so draws work. (Stock it at
-- a priority decision: a question's answer replays its part from the game's own state.)
local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

test("BW-12.7, BW-18.6, BW-0.3.3: hidden, Tidecall is offered privately at its finish phase; using it reveals and draws 1", function()
  setup { players = 3, p1 = { hero = { "Brine Oracle" }, faction = { "White Seal", "Black Seal" },
          vars = { main = 2, sec = 1, hp = 3, maxhp = 3 } } }
  stock(3)
  pass(1)                                            -- play, discard, then the finish phase
  assert(decision().player == 1 and has_option("Reveal and use Tidecall"), decision().prompt)
  assert(decision_view(2).kind == "private" and decision_view(3).kind == "private")
  act("Reveal and use Tidecall", 1)
  act("Secondary", 1)                                -- BW-0.3.3: a faction card of its choice
  assert(count("hero_up", 1) == 1 and pvar(1, "sshow") == 1 and pvar(1, "mshow") == 0)
  assert(count("hand", 1) == 1, "drew 1")
end)

test("BW-12.7: revealed, Tidecall is asked openly", function()
  setup { players = 3, p1 = { hero_up = { "Brine Oracle" }, vars = { mshow = 1 } } }
  stock(3)
  pass(1)
  assert(decision().player == 1 and has_option("Use Tidecall") and decision_view(2).kind ~= "private")
  act("Use Tidecall", 1)
  assert(count("hand", 1) == 1)
end)

test("BW-18.3: Tidecall is not offered at another character's finish phase", function()
  setup { players = 3, p2 = { hero_up = { "Brine Oracle" }, vars = { mshow = 1, sshow = 1 } } }
  stock(3)
  pass(1)
  -- P1's finish phase asks P2 nothing; P2's turn runs on to its play phase.
  local d = decision()
  assert(d.player == 2 and d.kind == "priority", d.prompt)
  assert(count("hand", 2) == 2, "only the draw phase's 2 cards: " .. count("hand", 2))
end)
