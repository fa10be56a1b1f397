-- Judging (BW-14.1), the judge phase (BW-14.2) and the delayed magic cards
-- Languor and Thunderhead (BW-17; the digest's Torpor and Stormcloud).
-- The players are revealed Iron Drummers (an active skill only) with both
-- faction cards up, so nothing is asked but what is tested. The deck is
-- made from P1's `seats` list, top first. Cards by id where the suit
-- matters: 5001 Thrust heart 2, 5015 Thrust club 7, 5013 Thrust spade 8,
-- 5020 Thrust spade 1, 5012 Thrust spade 10, 5059 Annul.

local function table_of(n, active, extra)
  setup(quiet_table(n, active, extra))
  deck_from(1)
end

local function index_of(text)
  for i, l in ipairs(log_lines()) do if l:find(text, 1, true) then return i end end
end

local function filler(list, n)
  for _ = 1, n do list[#list + 1] = "Parry" end
  return list
end

-- Using the cards (BW-12.1, BW-15.4, BW-10.6) ----------------------------------

test("BW-17, BW-15.4, BW-10.6: Languor goes on another living character whose judge area holds none", function()
  table_of(3, 1, { [1] = { hand = { "Languor", "Languor" } }, [3] = { judge = { "Languor" } } })
  assert(has_option("Use Languor on P2"), "P2's judge area is empty")
  assert(not has_option("Use Languor on P3"), "P3 already holds one (no two of a name, BW-10.6)")
  assert(not has_option("Use Languor on P1"), "not on yourself")
  act("Use Languor on P2", 1)
  assert(count("judge", 2) == 1 and card_name(cards("judge", 2)[1]) == "Languor", "placed in P2's judge area")
  assert(count("discard") == 0 and count("processing") == 0, "not discarded (BW-12.1 step 7)")
  assert(not has_option("Use Languor on P2"), "now P2 holds one")
end)

test("BW-12.1, BW-14.2: no Annul window opens when a delayed card is used", function()
  table_of(3, 1, { [1] = { hand = { "Languor" } }, [2] = { hand = { "Annul" } }, [3] = { hand = { "Annul" } } })
  act("Use Languor on P2", 1)
  assert(decision().player == 1 and decision().kind == "priority", "nobody was asked for an Annul")
  assert(count("hand", 2) == 1 and count("hand", 3) == 1 and count("judge", 2) == 1)
end)

test("BW-17, BW-15.4: Thunderhead goes on yourself only, if your judge area holds none", function()
  table_of(2, 1, { [1] = { hand = { "Thunderhead", "Thunderhead" } } })
  assert(has_option("Use Thunderhead on yourself") and not has_option("Use Thunderhead on P2"))
  act("Use Thunderhead on yourself", 1)
  assert(count("judge", 1) == 1 and count("discard") == 0, "in P1's own judge area")
  assert(not has_option("Use Thunderhead"), "a second cannot join it")
end)

-- Judging (BW-14.1, BW-14.2) ---------------------------------------------------

test("BW-14.1, BW-17: Languor judged with a heart: no effect; the judge card and Languor are discarded", function()
  table_of(2, 2, { [1] = { judge = { "Languor" }, seats = filler({ 5001 }, 6) } })
  pass()                                     -- B's turn ends: A's turn
  assert(active_player() == 1 and decision().player == 1 and decision().kind == "priority", "A plays: no skip")
  assert(#lines_with("P1 judges: Thrust, heart 2 (BW-14.1)") == 1, "the judge card is the deck's top card")
  assert(#lines_with("Languor: a heart, no effect") == 1)
  assert(count("judge", 1) == 0 and count("processing") == 0)
  local names = {}
  for _, c in ipairs(cards("discard")) do names[#names + 1] = card_name(c) end
  assert(table.concat(names, ",") == "Thrust,Languor", "the judge card, then Languor, to the discard pile: " .. table.concat(names, ","))
end)

test("BW-14.2, BW-17: Languor judged with a club: the play phase is skipped", function()
  table_of(2, 2, { [1] = { judge = { "Languor" }, seats = filler({ 5015 }, 6) } })
  pass()
  assert(active_player() == 2 and decision().player == 2, "A's play phase was skipped: B's turn again")
  assert(turn_timing_passed("phase_end:draw", true) and not turn_timing_passed("phase_start:play", true),
    "A drew, then had no play phase")
  assert(count("hand", 1) == 2 and count("judge", 1) == 0)
end)

test("BW-14.2: the judge area is judged newest first", function()
  -- Thunderhead placed first, Languor after it: Languor is judged first.
  table_of(3, 3, { [1] = { judge = { "Thunderhead", "Languor" }, seats = filler({ 5001, 5015 }, 6) } })
  pass()                                     -- C's turn ends: A's turn
  local l, t = index_of("P1's Languor is judged"), index_of("P1's Thunderhead is judged")
  assert(l and t and l < t, "Languor (newest) before Thunderhead")
  assert(index_of("P1 judges: Thrust, heart 2") < index_of("P1 judges: Thrust, club 7"), "each with its own judge card")
  assert(count("judge", 2) == 1 and card_name(cards("judge", 2)[1]) == "Thunderhead", "club 7: Thunderhead moves on to P2")
end)

test("BW-14.2, BW-12.8, BW-18.6: an open Annul window before each judge; offset, the card is discarded unjudged", function()
  table_of(3, 3, { [1] = { judge = { "Languor" }, seats = filler({ 5015 }, 6) },
                   [2] = { hand = { 5059 } } })
  pass()                                     -- C's turn ends: A's judge phase
  local d = decision()
  assert(d.player == 2 and d.prompt:find("Annul Languor on P1"), "P2, who holds an Annul, is asked: " .. d.prompt)
  assert(decision_view(1).kind == "private" and decision_view(3).kind == "private", "privately")
  local deck = count("deck")
  act("Annul", 2)
  assert(#lines_with("Languor is annulled and discarded unjudged (BW-14.2)") == 1)
  assert(#lines_with("P1 judges") == 0, "nothing judged")
  assert(active_player() == 1 and decision().player == 1 and decision().kind == "priority", "A's play phase is not skipped")
  assert(count("deck") == deck - 2, "only A's draw took cards")
  assert(count("judge", 1) == 0 and count("hand", 2) == 0)
end)

test("BW-14.2, BW-18.6: every living character is asked, holder or not, in seat order from the current one", function()
  table_of(3, 3, { [1] = { judge = { "Languor" }, seats = filler({ 5001 }, 6) } })
  local before = #lines_with("a private question")
  pass()
  -- Between C's play phase and A's: the Annul window is the only private
  -- poll (the characters are revealed): one question for each of 3.
  assert(#lines_with("a private question") - before == 3, "three private questions: " .. (#lines_with("a private question") - before))
end)

test("BW-17, BW-13.1: Thunderhead on a spade 2-9: 3 thunder damage with no source; the card is discarded", function()
  table_of(2, 2, { [1] = { judge = { "Thunderhead" }, seats = filler({ 5013 }, 6) } })
  pass()
  assert(#lines_with("Thunderhead strikes P1") == 1)
  assert(pvar(1, "hp") == 1, "4 - 3: " .. pvar(1, "hp"))
  assert(#lines_with("P1 takes 3 thunder damage") == 1, "thunder, and from no one")
  assert(count("judge", 1) == 0 and count("judge", 2) == 0, "discarded, not moved")
  assert(decision().player == 1 and decision().kind == "priority", "A's turn goes on")
end)

test("BW-17: Thunderhead on a spade 1 or 10 moves on, passing over a judge area that holds one", function()
  for _, top in ipairs({ 5020, 5012 }) do
    table_of(4, 4, { [1] = { judge = { "Thunderhead" }, seats = filler({ top }, 6) },
                     [2] = { judge = { "Thunderhead" } } })
    pass()                                   -- D's turn ends: A's turn
    assert(pvar(1, "hp") == 4, "no damage")
    assert(count("judge", 1) == 0 and count("judge", 2) == 1 and count("judge", 3) == 1, "P2 holds one: it goes to P3")
  end
end)

test("BW-17, BW-15.8: Thunderhead passes over the dead", function()
  table_of(4, 4, { [1] = { judge = { "Thunderhead" }, seats = filler({ 5015 }, 6) } })
  concede(2)
  pass()
  assert(count("judge", 1) == 0 and count("judge", 2) == 0 and count("judge", 3) == 1, "P2 is dead: P3")
end)

test("BW-13.6, BW-13.7: Thunderhead can kill; with no source there is no killer", function()
  table_of(3, 3, { [1] = { judge = { "Thunderhead" }, vars = { hp = 3 }, seats = filler({ 5013 }, 6) } })
  pass()
  assert(not in_game(1), "A dies (no one holds a Remedy)")
  assert(#lines_with("P1 dies") == 1 and #lines_with("killed by") == 0, "no killer")
  assert(active_player() == 2 and decision().player == 2, "A's turn ended with its death: B's turn")
end)
