-- BW-S17: the order of extra turns from the seed's example (BW-6.1, BW-15.7).
-- Seats A, B, C, D, E are P1-P5. Every character is revealed with both
-- faction cards up and no skill at these timings, so nothing is asked
-- between two play phases: each pass() ends a turn and the next turn's
-- play phase offers priority.

-- Five revealed characters (Iron Drummer: an active skill only); A (P1)
-- has HP 1 and two cards, so its discard phase asks a question.
local function five()
  setup(quiet_table(5, 1, { [1] = { hand = { "Parry", "Parry" }, vars = { hp = 1 }, seats = copies("Parry", 40) } }))
  deck_from(1)
end

-- The turns that follow: passes the play phase n times and reads whose
-- turn each one is and whether it is an extra turn. A's discard phase (one
-- card over its hand limit of 1) is answered on the way.
local function next_turns(n)
  local out = {}
  for _ = 1, n do
    pass()
    while decision().kind ~= "priority" do
      assert(decision().prompt:find("Discard phase"), decision().prompt)
      answer(1)
    end
    out[#out + 1] = "P" .. active_player() .. (gvar("extra") == 1 and "x" or "")
  end
  return table.concat(out, " ")
end

-- (A test changes the game only where a player has priority: a change made
-- while a question inside a procedure waits would be undone when the
-- procedure replays. So D's grant comes later in A's play phase, which the
-- seed's "later in the same turn of A" allows, not at its turn_after_end.)
test("BW-S17, BW-6.1, BW-15.7: E then D granted in A's turn: D (extra), E (extra), B, C, D, E, A", function()
  five()
  assert(decision().player == 1 and decision().kind == "priority", "A's play phase")
  assert(grant_extra_turn(5), "E is granted an extra turn in A's play phase")
  assert(grant_extra_turn(4), "then D, later in A's turn")
  assert(gvar("xturns") == 54, "a stack, D on top: " .. gvar("xturns"))
  pass()                                    -- A's play phase ends
  assert(decision().player == 1 and decision().prompt:find("Discard phase"), "A's discard phase: " .. decision().prompt)
  answer(1)
  assert(active_player() == 4 and gvar("extra") == 1, "D's extra turn first (last granted, first taken)")
  assert(turn_timing_passed("turn_before_start"), "an extra turn has turn_before_start (BW-6.1)")
  assert(turn_timing_passed("turn_after_end", true), "A's turn had turn_after_end")
  local seq = next_turns(6)
  assert(seq == "P5x P2 P3 P4 P5 P1", "the order: " .. seq)
end)

test("BW-S17, BW-15.7: each extra turn has turn_before_start and turn_after_end", function()
  five()
  grant_extra_turn(5)
  grant_extra_turn(4)
  assert(next_turns(1) == "P4x")
  assert(turn_timing_passed("turn_before_start") and not turn_timing_passed("turn_after_end"), "D's extra turn is under way")
  assert(next_turns(1) == "P5x")
  assert(turn_timing_passed("turn_after_end", true) and turn_timing_passed("turn_end", true),
    "D's extra turn ended with turn_end and turn_after_end")
  assert(next_turns(1) == "P2")
  assert(turn_timing_passed("turn_after_end", true), "so did E's")
end)

test("BW-S17, BW-6.1: with only E's grant: E (extra), B, C, D, E, A", function()
  five()
  grant_extra_turn(5)
  local seq = next_turns(6)
  assert(seq == "P5x P2 P3 P4 P5 P1", "the order: " .. seq)
end)

test("BW-S17, BW-15.7: C granted an extra turn during D's extra turn: D, C, E, B", function()
  five()
  grant_extra_turn(5)
  grant_extra_turn(4)
  assert(next_turns(1) == "P4x")
  assert(grant_extra_turn(3), "C is granted one in D's extra turn")
  local seq = next_turns(4)
  assert(seq == "P3x P5x P2 P3", "taken right after that turn: " .. seq)
end)

test("BW-15.7: an extra turn owed to a dead character is dropped", function()
  five()
  grant_extra_turn(5)
  grant_extra_turn(4)
  concede(4)                                -- D dies with an extra turn owed
  assert(not in_game(4) and not result().over)
  assert(not grant_extra_turn(4), "nor can the dead be granted one")
  local seq = next_turns(4)
  assert(seq == "P5x P2 P3 P5", "D's extra turn and its normal turn are gone: " .. seq)
  local dropped = #lines_with("P4's extra turn is dropped")
  assert(dropped == 1, "the log says so once: " .. dropped)
end)

test("BW-15.7, BW-15.8: the normal cursor's own death does not lose the round", function()
  five()
  grant_extra_turn(5)
  assert(next_turns(1) == "P5x")            -- A's turn over; E's extra turn
  concede(1)                                -- A, the normal cursor, dies
  local seq = next_turns(3)
  assert(seq == "P2 P3 P4", "the next living character after A: " .. seq)
end)
