-- BW-S04: FAQ 1, a pure-colour skill used by a fully hidden character
-- (BW-0.5.1, BW-11.8, BW-12.7). This file runs the reveals through Brine
-- Oracle's Tidecall (the same timing, no condition) and reads the condition
-- with skill_infiltration_met, as the skill poll reads it after the reveals;
-- s04b_still_water.test.lua plays the scenario with Pond Mystic's Clear Pool,
-- the digest's Still Water.

local STILL_WATER = { infiltration = "pure" }   -- the condition alone

local function position(active, a)
  setup { players = 2, active = active, p1 = a,
          p2 = faction_seat("BB") }
  stock(10)
end

test("BW-S04, BW-0.5.1, BW-11.8: the reveals come first; with one faction card up 'pure' is not met, and the reveals stay", function()
  position(1, faction_seat("WW", { hero = { "Brine Oracle" } }))
  local d = until_asked(1, "Use a skill? (phase_start:finish)")
  assert(d.options[2] == "Reveal and use Tidecall" and decision_view(2).kind == "private", tostring(d.options[2]))
  assert(not skill_infiltration_met(1, STILL_WATER), "before: nothing revealed")
  local hand = count("hand", 1)
  act("Reveal and use Tidecall", 1)
  act("Main", 1)
  assert(hero_shown(1) and pvar(1, "mshow") == 1 and pvar(1, "sshow") == 0, "the character card, then one faction card")
  assert(not infiltration(1, "pure") and not skill_infiltration_met(1, STILL_WATER),
    "one faction card up: not pure, so Still Water would draw nothing")
  assert(infiltration(1, "main_white"), "the main card alone meets main_white")
  assert(count("faction_up", 1) == 1 and count("faction", 1) == 1, "the reveals stay")
  assert(count("hand", 1) == hand + 1, "Tidecall, without the condition, draws")
end)

test("BW-S04, BW-0.3.2, BW-11.8: the other card revealed at the next turn start makes 'pure' met; the finish skill then draws", function()
  position(2, faction_seat("WW", "main", { hero_up = { "Brine Oracle" } }))
  local d = until_asked(1, "Turn start: reveal a faction card? (BW-0.3.2)")
  assert(#d.options == 2 and d.options[2] == "Reveal your secondary faction card", "only the hidden card is offered")
  act("Reveal your secondary faction card", 1)
  assert(faction_of(1) == "WW" and not is_career(1), "WW, one of T = 1 (BW-11.4)")
  assert(infiltration(1, "pure") and skill_infiltration_met(1, STILL_WATER) and not infiltration(1, "mixed"),
    "both up, one colour: pure is met")
  d = until_asked(1, "Use a skill? (phase_start:finish)")
  assert(d.options[2] == "Use Tidecall", "asked openly now")
  local hand = count("hand", 1)
  act("Use Tidecall", 1)
  assert(count("hand", 1) == hand + 1, "A draws 1")
end)

test("BW-11.8: the infiltration codes read the revealed faction cards only", function()
  setup { players = 2,
          p1 = faction_seat("BW", "both"),
          p2 = faction_seat("WB", "sec") }
  assert(infiltration(1, "black_white") and infiltration(1, "mixed") and infiltration(1, "main_black"))
  assert(not infiltration(1, "white_black") and not infiltration(1, "pure") and not infiltration(1, "main_white"))
  assert(not infiltration(2, "main_white") and not infiltration(2, "white_black") and not infiltration(2, "mixed"),
    "P2's main card is hidden: nothing is met")
  assert(not pcall(infiltration, 1, "grey"), "an unknown code is an error")
end)
