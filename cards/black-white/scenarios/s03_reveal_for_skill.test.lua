-- BW-S03: revealing to use a skill (BW-0.3.3-0.3.5, BW-0.5.2, BW-12.7).
-- The digest's "Ashen Ronin" with Counterblow (after damage, may draw 1) is
-- our Vigil Keeper with Steadfast, the same skill.

-- A (P1) is the hidden Vigil Keeper, BW hidden; B (P2) attacks it.
local function position(a_faction)
  setup { players = 3, active = 2,
          p1 = faction_seat("BW", a_faction == "main up" and "main" or nil, { hero = { "Vigil Keeper" } }),
          p2 = faction_seat("WB", { hand = { "Thrust", "Thrust" }, vars = { tlimit = 2 } }),
          p3 = faction_seat("BW") }
  stock(5)
end

test("BW-S03, BW-0.3.3, BW-0.3.5, BW-12.7: hidden A takes damage, is asked privately, reveals its character then the faction card it picks, then draws", function()
  position()
  local k = #log_lines()
  act("Use Thrust on P1", 2)
  local d = decision()
  assert(d.player == 1 and d.prompt == "Use a skill? (damage_received)", d.prompt)
  assert(d.options[1] == "Decline" and d.options[2] == "Reveal and use Steadfast", table.concat(d.options, ", "))
  assert(decision_view(2).kind == "private" and decision_view(3).kind == "private", "asked privately (BW-18.6)")
  assert(not hero_shown(1) and count("faction_up", 1) == 0, "nothing revealed before it accepts")
  act("Reveal and use Steadfast", 1)
  d = decision()
  assert(d.player == 1 and d.prompt == "Reveal which faction card? (BW-0.3.3)", d.prompt)
  act("Secondary", 1)
  assert(hero_shown(1) and card_name(hero(1)) == "Vigil Keeper", "the character card is revealed")
  assert(count("faction_up", 1) == 1 and card_name(cards("faction_up", 1)[1]) == "White Seal", "then the secondary, white")
  assert(pvar(1, "mshow") == 0 and pvar(1, "sshow") == 1 and faction_of(1) == nil, "no faction yet (BW-0.3.7)")
  assert(count("hand", 1) == 1, "A draws 1")
  assert(gender_of(1) == "male", "a revealed character has its gender (BW-0.3.6)")
  local l = public_lines(k)
  local want = { "P2 uses Thrust on P1", "P1 takes 1 damage from P2",
                 "P1 reveals its character: Vigil Keeper", "P1 reveals its secondary faction card: white" }
  for i, w in ipairs(want) do assert(l[i] == w, i .. ": " .. tostring(l[i])) end
end)

test("BW-S03, BW-0.5.2: once the character card is revealed, its skill reveals no faction card", function()
  position()
  act("Use Thrust on P1", 2)
  act("Reveal and use Steadfast", 1)
  act("Secondary", 1)
  assert(decision().player == 2 and decision().kind == "priority")
  act("Use Thrust on P1", 2)
  local d = decision()
  assert(d.player == 1 and d.options[2] == "Use Steadfast", "asked openly now, without a reveal: " .. tostring(d.options[2]))
  act("Use Steadfast", 1)
  assert(decision().player == 2 and decision().kind == "priority", "no faction card question: " .. decision().prompt)
  assert(count("faction_up", 1) == 1 and pvar(1, "mshow") == 0, "the main card stays hidden")
  assert(count("hand", 1) == 2, "A drew again")
end)

test("BW-S03, BW-0.3.4: with its main card up, A reveals only the character card; no secondary card can come with it", function()
  position("main up")
  act("Use Thrust on P1", 2)
  act("Reveal and use Steadfast", 1)
  local d = decision()
  assert(d.player == 2 and d.kind == "priority", "no faction card question: " .. d.prompt)
  assert(hero_shown(1), "the character card is revealed")
  assert(pvar(1, "sshow") == 0 and count("faction", 1) == 1 and count("faction_up", 1) == 1, "the secondary stays hidden")
  assert(count("hand", 1) == 1, "A draws 1")
end)

test("BW-S03, BW-12.7, BW-18.6: declining leaves everything hidden, and the log reads as for a character without the skill", function()
  position()
  local k = #log_lines()
  act("Use Thrust on P1", 2)
  act("Decline", 1)
  assert(not hero_shown(1) and count("faction_up", 1) == 0 and count("hand", 1) == 0)
  local with_skill = public_lines(k)
  local all_with = #log_lines() - k
  -- The same attack on a hidden character card with no such skill.
  setup { players = 3, active = 2,
          p1 = faction_seat("BW", { hero = { "Brine Oracle" } }),
          p2 = faction_seat("WB", { hand = { "Thrust", "Thrust" }, vars = { tlimit = 2 } }),
          p3 = faction_seat("BW") }
  stock(5)
  k = #log_lines()
  act("Use Thrust on P1", 2)
  local without = public_lines(k)
  assert(#log_lines() - k == all_with, "as many log lines, private questions included")
  assert(table.concat(with_skill, "\n") == table.concat(without, "\n"), "the same public lines")
end)
