-- Omen Reader (female, 3). Twist Fate: when a character's judge card is revealed, you may replace it
-- with a hand card of yours; the old judge card is discarded (judge_result, BW-14.1 step 3:
-- replace_judge in rules/45_judge.lua). Cards by id: 5015 Thrust club 7, 5001 Thrust heart 2,
-- 5004 Thrust spade 4. P1's judge phase comes when P3 passes; every faction card is up, so nothing
-- else is asked on the way.

local function judged(p1_judge, top, p2)
  local seats = { top }
  for _ = 1, 6 do seats[#seats + 1] = "Parry" end
  p2.vars = p2.vars or {}
  p2.vars.mshow, p2.vars.sshow = 1, 1
  setup { players = 3, active = 3,
          p1 = { hero_up = { "Iron Drummer" }, judge = { p1_judge }, seats = seats, vars = { mshow = 1, sshow = 1 } },
          p2 = p2,
          p3 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1, sshow = 1 } } }
  deck_from(1)
  pass()                                         -- P3's turn ends: P1's judge phase
end

test("BW-14.1: Twist Fate replaces a club with a heart: Languor has no effect; the club is discarded", function()
  judged("Languor", 5015, { hero_up = { "Omen Reader" }, hand = { 5001 } })
  local d = decision()
  assert(d.player == 2 and d.prompt == "Use a skill? (judge_result)" and has_option("Use Twist Fate"), d.prompt)
  act("Use Twist Fate", 2)                       -- her only hand card goes unasked
  assert(log_count("P1's judge card is replaced by Thrust (BW-14.1)") == 1)
  assert(log_count("Languor: a heart, no effect (BW-17)") == 1, "the result is the new card's")
  assert(count("hand", 2) == 0 and decision().player == 1 and decision().kind == "priority", "P1 plays")
  local names = {}
  for _, c in ipairs(cards("discard")) do names[#names + 1] = get(c, "suit") .. " " .. card_name(c) end
  assert(table.concat(names, ",") == "club Thrust,heart Thrust,heart Languor", table.concat(names, ","))
  assert(count("processing") == 0, "the replacing card is discarded after the judgement")
end)

test("BW-14.1, BW-17: declined, the club stands: P1 skips its play phase", function()
  judged("Languor", 5015, { hero_up = { "Omen Reader" }, hand = { 5001 } })
  act("Decline", 2)
  assert(log_count("Languor: not a heart (BW-17)") == 1 and log_count("P1 skips its play phase (BW-6.4)") == 1)
  assert(active_player() == 2, "P1's turn went on to its end: P2 plays")
end)

test("BW-14.1, BW-17: a spade 4 laid on Thunderhead's judgement strikes its holder", function()
  judged("Thunderhead", 5001, { hero_up = { "Omen Reader" }, hand = { 5004, "Parry" } })
  act("Use Twist Fate", 2)
  act("Thrust", 2)
  assert(log_count("Thunderhead strikes P1 (BW-17)") == 1 and pvar(1, "hp") == 1)
end)

test("BW-12.7, BW-18.6: hidden, Twist Fate is asked privately; using it reveals", function()
  judged("Languor", 5015, { hero = { "Omen Reader" }, faction_up = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 },
                            hand = { 5001 } })
  assert(decision().player == 2 and has_option("Reveal and use Twist Fate") and decision_view(1).kind == "private")
  act("Reveal and use Twist Fate", 2)
  assert(count("hero_up", 2) == 1 and log_count("Languor: a heart, no effect (BW-17)") == 1)
end)
