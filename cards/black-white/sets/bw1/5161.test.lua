-- Pond Mystic (female, 3). Clear Pool: at the start of your finish phase, infiltration (pure): you
-- may draw 1 card. The condition is read after the reveals (BW-0.5.1, BW-11.8, BW-12.7); BW-S04 at
-- character level is scenarios/s04b_still_water.test.lua.

local function mystic(main, sec)
  setup { players = 3, p1 = { hero_up = { "Pond Mystic" }, faction_up = { "Black Seal", main == sec and "Black Seal" or "White Seal" },
                              vars = { main = main, sec = sec, mshow = 1, sshow = 1 } } }
  stock(4)
  pass()                                         -- P1 ends its play phase
end

test("BW-11.8: revealed and pure (BB), Clear Pool is asked openly and draws 1", function()
  mystic(1, 1)
  local d = decision()
  assert(d.player == 1 and d.prompt == "Use a skill? (phase_start:finish)" and has_option("Use Clear Pool"), d.prompt)
  act("Use Clear Pool", 1)
  assert(count("hand", 1) == 1)
end)

test("BW-11.8: revealed and mixed (BW), it is not offered", function()
  mystic(1, 2)
  assert(active_player() == 2 and count("hand", 1) == 0, "P1's turn ended unasked")
end)
