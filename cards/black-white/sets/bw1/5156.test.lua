-- Harvest Reeve (female, 3). Second Reaping: once per play phase, you may discard 2 cards to take an
-- extra draw phase. It runs at once inside the play phase, with phase_start, phase_proceeding and
-- phase_end only (BW-6.3, BW-15.2; BW-S18d at character level).

local function reeve(zone, hand)
  local p1 = { hand = hand, vars = { main = 1, sec = 2 } }
  p1[zone] = { "Harvest Reeve" }
  if zone == "hero_up" then p1.faction_up = { "Black Seal", "White Seal" }; p1.vars.mshow, p1.vars.sshow = 1, 1
  else p1.faction = { "Black Seal", "White Seal" } end
  setup { players = 3, p1 = p1 }
  stock(6)
end

test("BW-S18d, BW-6.3, BW-15.2: an extra draw phase in the play phase: its start and end, 2 cards, no between timings", function()
  reeve("hero_up", { "Parry", "Parry", "Thrust" })
  assert(not turn_timing_passed("phase_start:draw"), "the test starts in the play phase")
  act("Use skill Second Reaping", 1)
  act("Parry", 1)
  act("Parry", 1)
  assert(log_count("P1 takes an extra draw phase (BW-6.3)") == 1)
  assert(count("hand", 1) == 3 and count("discard") == 2, "2 discarded, 2 drawn")
  assert(turn_timing_passed("phase_start:draw") and turn_timing_passed("phase_proceeding:draw") and turn_timing_passed("phase_end:draw"))
  assert(not turn_timing_passed("phase_between:turn_start:prepare") and not turn_timing_passed("phase_between:draw:play")
    and not turn_timing_passed("phase_between:prepare:judge"), "no phase_between timing")
  assert(decision().player == 1 and decision().kind == "priority" and has_option("Use Thrust"), "the play phase goes on")
  assert(not has_option("Second Reaping"), "once per play phase")
end)

test("BW-12.7, BW-0.3.3: hidden, Second Reaping reveals the character and a faction card, then runs", function()
  reeve("hero", { "Parry", "Parry" })
  assert(has_option("Use skill Second Reaping") and decision_view(2).options == nil)
  act("Use skill Second Reaping", 1)
  act("Secondary", 1)
  act("Parry", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "sshow") == 1 and count("hand", 1) == 2 and count("discard") == 2)
end)

test("BW-12.6: not offered with fewer than 2 cards", function()
  reeve("hero_up", { "Parry" })
  assert(not has_option("Second Reaping"))
end)
