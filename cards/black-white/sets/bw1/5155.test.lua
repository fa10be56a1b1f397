-- Wayside Sleeper (male, 4). Roadside Rest: before your play phase, you may skip it to draw 2 cards.
-- A "skip X" cost is paid just before X starts (BW-6.4): phase_between:draw:play; a play phase
-- already skipped cannot pay it (BW-15.2, BW-S18c). P1's turn comes when P3 passes; every faction
-- card is up and the others are revealed Iron Drummers, so nothing else is asked on the way.
-- 5015 is Thrust club 7 (a Languor judge that is not a heart).

local function sleeper(zone, more)
  local p1 = { vars = { mshow = 1, sshow = 1 }, seats = { 5015 } }
  for _ = 1, 10 do p1.seats[#p1.seats + 1] = "Parry" end
  p1[zone] = { "Wayside Sleeper" }
  for k, v in pairs(more or {}) do p1[k] = v end
  setup { players = 3, active = 3, p1 = p1,
          p2 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } },
          p3 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  deck_from(1)
  pass()                                         -- P3's turn ends: P1's turn
end

test("BW-6.4, BW-15.2: Roadside Rest skips the play phase and draws 2; the turn goes on to its discard phase", function()
  sleeper("hero_up")
  local d = decision()
  assert(d.player == 1 and d.prompt == "Use a skill? (phase_between:draw:play)" and has_option("Use Roadside Rest"), d.prompt)
  assert(count("hand", 1) == 2, "the draw phase came first")
  act("Use Roadside Rest", 1)
  assert(log_count("P1 is to skip its play phase (BW-6.4)") == 1 and log_count("P1 skips its play phase (BW-6.4)") == 1)
  assert(count("hand", 1) == 4, "2 more")
  assert(active_player() == 2 and decision().player == 2, "no play phase for P1: P2's turn")
  assert(turn_timing_passed("phase_between:play:discard", true), "the timing after the skipped phase still happened (BW-15.1)")
  assert(not turn_timing_passed("phase_start:play", true), "the skipped phase's own timings did not")
end)

test("BW-15.4: declined, P1 plays as usual", function()
  sleeper("hero_up")
  act("Decline", 1)
  assert(decision().player == 1 and decision().kind == "priority" and count("hand", 1) == 2)
end)

test("BW-S18c, BW-15.2: Languor already skipped the play phase: Roadside Rest is not offered", function()
  sleeper("hero_up", { judge = { "Languor" } })
  assert(log_count("Languor: not a heart (BW-17)") == 1)
  assert(decision().player == 2 and decision().kind == "priority" and count("hand", 1) == 2,
    "the revealed Sleeper was never asked: its turn ran to its end, with no 2 extra cards")
  assert(log_count("P1 skips its play phase (BW-6.4)") == 1)
end)

test("BW-12.7, BW-18.6: hidden, Roadside Rest is asked privately; using it reveals", function()
  sleeper("hero")
  assert(decision().player == 1 and has_option("Reveal and use Roadside Rest") and decision_view(2).kind == "private")
  act("Reveal and use Roadside Rest", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 4 and active_player() == 2)
end)
