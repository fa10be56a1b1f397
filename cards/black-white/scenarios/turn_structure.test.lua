-- The turn (BW-6.3, BW-15): its timing points, the draw and discard phases.
-- Revealed Iron Drummers (an active skill only) with both faction cards up:
-- nothing is asked between two play phases unless tested.

-- P1 (with the fields of `p1` added) is active, with 12 Parries for a deck.
local function two(p1)
  p1.seats = copies("Parry", 12)
  setup(quiet_table(2, 1, { [1] = p1 }))
  deck_from(1)
end

test("BW-6.3, BW-15: a whole turn passes every timing point of digest section 6", function()
  two({})
  pass()                                     -- P1's turn ends (it began in its play phase)
  pass()                                     -- P2's whole turn; P1's runs to its play phase
  for _, t in ipairs(TURN_TIMINGS) do
    assert(turn_timing_passed(t, true), "P2's turn had " .. t)
    local now = turn_timing_passed(t)
    local due = not (t:find("play:discard") or t:find(":discard") or t:find(":finish") or t:find("turn_end")
      or t:find("turn_after_end") or t == "phase_end:play")
    assert(now == due, "P1's turn, in its play phase, " .. (due and "has had " or "has not had ") .. t)
  end
  assert(#TURN_TIMINGS == 29)
end)

test("BW-15.3: the draw phase draws 2", function()
  two({})
  pass()
  assert(count("hand", 2) == 2 and count("deck") == 10)
end)

test("BW-15.5, BW-4.5: the discard phase discards down to the hand limit, chosen first, then as one event", function()
  two({ hand = { "Parry", "Thrust", "Remedy", "Annul", "Bounty" }, vars = { hp = 2 } })
  pass()                                     -- P1's play phase ends
  local d = decision()
  assert(d.player == 1 and d.prompt:find("3 to go"), "5 cards, limit 2: " .. d.prompt)
  act("Thrust", 1)
  assert(decision().prompt:find("2 to go") and count("hand", 1) == 5, "chosen, not yet discarded")
  assert(not has_option("Thrust"), "a chosen card is not offered again")
  act("Remedy", 1)
  act("Annul", 1)
  assert(count("hand", 1) == 2 and count("discard") == 3, "discarded together")
  local names = {}
  for _, c in ipairs(cards("hand", 1)) do names[#names + 1] = card_name(c) end
  table.sort(names)
  assert(table.concat(names, ",") == "Bounty,Parry", "the ones kept: " .. table.concat(names, ","))
  assert(log_count("P1 discards 3 cards (BW-15.5)") == 1, "one log line")
  assert(active_player() == 2, "then the turn ends")
end)

test("BW-15.5, BW-4.4: at the hand limit nothing is asked; at HP 0 or below the limit is 0", function()
  two({ hand = { "Parry", "Parry" }, vars = { hp = 2 } })
  pass()
  assert(active_player() == 2 and count("hand", 1) == 2, "2 cards, limit 2: nothing discarded")
  two({ hand = { "Parry", "Parry" }, vars = { hp = -1 } })
  pass()
  assert(decision().player == 1 and decision().prompt:find("2 to go"), "HP -1: limit 0")
end)

test("BW-6.4, BW-15.7: a turn is skipped only at its turn_before_start", function()
  two({})
  assert(not can_skip_turn(1) and not skip_turn(1), "not in its play phase")
  assert(not can_skip_turn(2), "nor another's turn")
end)
