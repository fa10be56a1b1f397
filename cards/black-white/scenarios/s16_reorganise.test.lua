-- BW-S16: a reorganised main faction card skips a turn (BW-0.4.4, BW-9.4,
-- BW-6.4). A is P1, B is P2. A is revealed (Iron Drummer) with only its
-- main faction card up, so its normal turn start asks the reveal question;
-- it holds a sideways Ashwood Pike and a Languor in its judge area.

local function start()
  setup { players = 2, active = 2,
          p1 = { hero_up = { "Iron Drummer" }, equip = { { "Ashwood Pike", tapped = true } }, judge = { "Languor" },
                 vars = { mshow = 1, sshow = 0 },
                 -- the deck, top first: B's next draw, A's judge card (Thrust, heart 2:
                 -- no effect), A's draw
                 seats = { "Parry", "Parry", 5001, "Parry", "Parry", "Parry", "Parry", "Parry", "Parry", "Parry", "Parry" } },
          p2 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  deck_from(1)
end

test("BW-S16, BW-9.4, BW-0.4.4: reorganised in B's turn, A's next turn is skipped whole", function()
  start()
  assert(reorganise(1), "an effect in B's turn reorganises A's main faction card")
  assert(pvar(1, "reorg") == 1 and not reorganise(1), "sideways; reorganising it again does nothing")
  assert(count("faction_up", 1) == 0 and pvar(1, "mshow") == 1, "its revealed state is untouched")
  pass()                                     -- B's turn ends; A's is skipped; B's again
  assert(active_player() == 2 and decision().player == 2 and decision().kind == "priority",
    "straight to B's next play phase: A was asked nothing, not even the turn-start reveal")
  assert(pvar(1, "reorg") == 0, "A's main faction card is upright again")
  assert(is_tapped(cards("equip", 1)[1]), "no equipment reset: the pike stays sideways")
  assert(count("judge", 1) == 1, "no judge phase: the Languor stays")
  assert(count("hand", 1) == 0, "no draw phase")
  -- the skipped turn had its turn_before_start (where the rule acts) and nothing after
  assert(turn_timing_passed("turn_before_start", true), "A's skipped turn had turn_before_start")
  for _, t in ipairs({ "turn_start", "phase_start:prepare", "phase_between:draw:play", "turn_end", "turn_after_end" }) do
    assert(not turn_timing_passed(t, true), "the skipped turn had no " .. t)
  end
  assert(turn_timing_passed("turn_before_start"), "B's turn_before_start follows")
  assert(log_count("P1 skips this turn: its main faction card was reorganised (BW-0.4.4, BW-9.4)") == 1,
    "the log tells the table")
end)

test("BW-S16, BW-15.7: A takes its turn after that normally, one round later", function()
  start()
  reorganise(1)
  pass()                                     -- A skipped; B's turn
  assert(active_player() == 2)
  pass()                                     -- B's turn ends: A's normal turn
  local d = decision()
  assert(d.player == 1 and d.prompt:find("reveal a faction card"), "A's turn start: the reveal question: " .. d.prompt)
  assert(not is_tapped(cards("equip", 1)[1]), "the pike was set upright first (BW-15.6)")
  act("Keep them hidden", 1)
  assert(active_player() == 1 and decision().player == 1 and decision().kind == "priority", "A's play phase")
  assert(count("judge", 1) == 0 and count("hand", 1) == 2, "Languor judged (a heart: no effect) and discarded; A drew 2")
  assert(not phase_skipped(4))
end)
