-- BW-S04 at character level: FAQ 1, a pure-colour skill used by a fully hidden character (BW-0.5.1,
-- BW-11.8, BW-12.7). A (P1) is Pond Mystic, whose Clear Pool is the digest's Still Water: at the
-- start of your finish phase, infiltration (pure): draw 1 card. A is WW, both cards hidden.
-- (scenarios/s04_infiltration_reveals_stay.test.lua shows the mechanism without the character.)

local function position(active, a)
  a.vars = a.vars or {}
  a.vars.main, a.vars.sec = 2, 2
  setup { players = 2, active = active, p1 = a,
          p2 = { faction = { "Black Seal", "Black Seal" }, vars = { main = 1, sec = 1 } } }
  stock(10)
end

test("BW-S04, BW-0.5.1, BW-12.7: hidden A uses Clear Pool: character, then one faction card; not pure: no draw; the reveals stay", function()
  position(1, { hero = { "Pond Mystic" }, faction = { "White Seal", "White Seal" } })
  local d = until_asked(1, "Use a skill? (phase_start:finish)")
  assert(d.options[2] == "Reveal and use Clear Pool" and decision_view(2).kind == "private", "offered privately though not met yet")
  local hand = count("hand", 1)
  act("Reveal and use Clear Pool", 1)
  act("Main", 1)
  assert(hero_shown(1) and pvar(1, "mshow") == 1 and pvar(1, "sshow") == 0, "the character card, then one faction card")
  assert(count("hand", 1) == hand, "one card up is not pure: nobody draws")
  assert(count("hero_up", 1) == 1 and count("faction_up", 1) == 1 and count("faction", 1) == 1, "both reveals stay")
end)

test("BW-S04, BW-11.8: revealed with one faction card up, Clear Pool is not even offered", function()
  position(1, { hero_up = { "Pond Mystic" }, faction_up = { "White Seal" }, faction = { "White Seal" }, vars = { mshow = 1 } })
  for _ = 1, 50 do                               -- on to B's turn, watching every question on the way
    local d = decision()
    assert(not (d.player == 1 and d.prompt == "Use a skill? (phase_start:finish)"), "Clear Pool was offered")
    if active_player() == 2 then break end
    if d.kind == "priority" then pass() else answer(1) end
  end
  assert(active_player() == 2 and count("hand", 1) == 0, "A's turn went by unasked")
end)

test("BW-S04, BW-0.3.2, BW-11.8: the other card revealed at the next turn start: at the finish phase Clear Pool draws 1", function()
  position(2, { hero_up = { "Pond Mystic" }, faction_up = { "White Seal" }, faction = { "White Seal" }, vars = { mshow = 1 } })
  local d = until_asked(1, "Turn start: reveal a faction card? (BW-0.3.2)")
  assert(#d.options == 2 and d.options[2] == "Reveal your secondary faction card")
  act("Reveal your secondary faction card", 1)
  assert(infiltration(1, "pure") and faction_of(1) == "WW")
  d = until_asked(1, "Use a skill? (phase_start:finish)")
  assert(d.options[2] == "Use Clear Pool" and decision_view(2).kind ~= "private", "asked openly now")
  local hand = count("hand", 1)
  act("Use Clear Pool", 1)
  assert(count("hand", 1) == hand + 1, "A draws 1")
end)
