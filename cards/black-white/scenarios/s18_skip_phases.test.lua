-- BW-S18: skipping phases, and an extra phase (BW-6.3, BW-6.4, BW-15.1,
-- BW-15.2). Which timing points of a turn happened is read from
-- turn_timing_passed (game variables tdone, tprev: rules/30_turn.lua).
--
-- A test changes the game only where a player has priority (a change made
-- while a question inside a procedure waits is undone when the procedure
-- replays), and the first priority of A's turn is its play phase: so the
-- skips of parts a and b are made there, on the two phases after it
-- (discard and finish), where BW-15.1 reads the same as for the digest's
-- judge and draw. Part c reaches the judge phase through a Languor.

-- Two revealed characters with both faction cards up (nothing to ask between
-- two play phases); A (P1) holds 5 cards with HP 2.
local function two(deck)
  setup(quiet_table(2, 1, { [1] = { hand = copies("Parry", 5), vars = { hp = 2 }, seats = deck } }))
  deck_from(1)
end

test("BW-S18a, BW-6.4, BW-15.1: two phases skipped together lose the timing between them, not those around", function()
  two(copies("Parry", 10))
  assert(skip_phase(1, "discard") and skip_phase(1, "finish"), "A skips its discard and finish phases together")
  pass()                                    -- A's play phase ends; B's turn follows
  assert(active_player() == 2 and decision().player == 2, "B's play phase, A asked nothing")
  local function had(t) return turn_timing_passed(t, true) end
  assert(had("phase_end:play") and had("phase_between:play:discard"), "between play and discard: still there")
  assert(not had("phase_start:discard") and not had("phase_end:discard"), "no discard phase")
  assert(not had("phase_between:discard:finish"), "between the two skipped phases: skipped too")
  assert(not had("phase_start:finish") and not had("phase_proceeding:finish"), "no finish phase")
  assert(had("phase_between:finish:turn_end") and had("turn_end") and had("turn_after_end"), "the turn's end is there")
  assert(count("hand", 1) == 5, "nothing was discarded down to the hand limit of 2")
end)

test("BW-S18b, BW-6.4, BW-15.1: one phase skipped: the timing after it still happens", function()
  two(copies("Parry", 10))
  assert(skip_phase(1, "discard"), "A skips its discard phase")
  pass()
  assert(active_player() == 2)
  local function had(t) return turn_timing_passed(t, true) end
  assert(had("phase_between:play:discard"), "before the skipped phase")
  assert(not had("phase_start:discard") and not had("phase_proceeding:discard") and not had("phase_end:discard"),
    "the skipped phase has no start, proceeding or end")
  assert(had("phase_between:discard:finish"), "phase_between:discard:finish happens (BW-15.1)")
  assert(had("phase_start:finish") and had("phase_end:finish"), "the finish phase runs")
  assert(count("hand", 1) == 5, "nothing discarded")
  local skips = log_count("P1 skips its discard phase (BW-6.4)")
  assert(skips == 1, "the log tells the table: " .. skips)
end)

test("BW-15.2, BW-6.4: a phase already skipped, passed or not the current character's cannot be skipped", function()
  two(copies("Parry", 10))
  assert(skip_phase(1, "finish"))
  assert(not skip_phase(1, "finish") and not can_skip_phase(1, "finish"), "skipped already: not possible again")
  assert(not skip_phase(1, "draw") and not skip_phase(1, "play"), "the draw phase is past, the play phase under way")
  assert(not skip_phase(2, "discard"), "not B's turn")
  assert(gvar("skipped") == 1 << 6, "only the finish phase is in the set: " .. gvar("skipped"))
end)

test("BW-S18c, BW-6.4, BW-15.2, BW-17: Languor's judge skips A's play phase; skipping it again is not possible", function()
  -- B's play phase; A holds a Languor; the deck's top is a club (no heart).
  setup { players = 2, active = 2,
          p1 = { hero_up = { "Iron Drummer" }, judge = { "Languor" }, hand = { "Parry", "Parry", "Parry" },
                 vars = { mshow = 1, sshow = 1, hp = 2 }, seats = { 5015, "Parry", "Parry", "Parry", "Parry" } },
          p2 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  deck_from(1)                               -- 5015: Thrust, club 7
  pass()                                     -- B's turn ends: A's turn
  -- No play phase for A: the first question is its discard phase (5 cards, limit 2).
  local d = decision()
  assert(d.player == 1 and d.prompt:find("Discard phase"), "A's play phase was skipped: " .. d.prompt)
  assert(phase_skipped(4), "the play phase is in the turn's skipped set")
  assert(not skip_phase(1, "play") and not can_skip_phase(1, "play"), "a skill's 'skip your play phase' is rejected now")
  assert(turn_timing_passed("phase_between:draw:play") and turn_timing_passed("phase_between:play:discard"),
    "the timings around the skipped play phase happen")
  assert(not turn_timing_passed("phase_start:play"), "the play phase did not start")
  assert(count("judge", 1) == 0 and count("hand", 1) == 5, "Languor judged and discarded; A drew 2")
end)

test("BW-S18d, BW-6.3, BW-15.2: an extra draw phase runs at once, with only its start, proceeding and end", function()
  two(copies("Parry", 10))
  set_gvar("tdone", 0)                       -- forget this turn's timings so far: only the extra phase's show
  local before = count("hand", 1)
  assert(extra_phase(1, "draw"), "a skill grants A an extra draw phase in its play phase")
  assert(count("hand", 1) == before + 2, "it draws 2")
  assert(turn_timing_passed("phase_start:draw") and turn_timing_passed("phase_proceeding:draw")
    and turn_timing_passed("phase_end:draw"), "its start, proceeding and end")
  for _, t in ipairs({ "phase_between:judge:draw", "phase_between:draw:play", "phase_between:play:discard" }) do
    assert(not turn_timing_passed(t), "no " .. t)
  end
  assert(decision().player == 1 and decision().kind == "priority" and step() == "play", "the play phase goes on")
  assert(gvar("phase") == 40, "still in the play phase")
end)
