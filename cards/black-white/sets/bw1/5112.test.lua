-- Brine Oracle (female, 3). Tidecall: at the start of your finish phase, you may draw 1 card.
-- phase_start:finish (digest §9), polled from the current character (BW-18.3).

test("BW-12.7, BW-18.6, BW-0.3.3: hidden, Tidecall is offered privately at its finish phase; using it reveals and draws 1", function()
  setup { players = 3, p1 = faction_seat("WB", { hero = { "Brine Oracle" }, vars = { hp = 3, maxhp = 3 } }) }
  stock(3)
  pass(1)                                            -- play, discard, then the finish phase
  reveal_and_use(1, "Tidecall", { 2, 3 })
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
