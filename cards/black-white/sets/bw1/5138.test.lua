-- Mirror Nun (female, 3). Twin Vows: once per play phase, you may have another character of the
-- same faction as you draw 1 card. Infiltration (pure): it draws 2 cards instead.
-- Same faction BW-11.5; infiltration BW-11.8.

test("BW-11.8, BW-11.5, BW-12.7: pure (BB), another of its faction draws 2", function()
  setup { players = 4,
          p1 = faction_seat("BB", "both", { hero = { "Mirror Nun" } }),
          p2 = faction_seat("WW", "both"),
          p3 = faction_seat("BB", "both"),
          p4 = faction_seat("BB", "both") }
  stock(3)
  act("Use skill Twin Vows", 1)                -- only the character card is revealed (BW-0.3.4)
  assert(count("hero_up", 1) == 1)
  assert(has_option("P3") and has_option("P4") and not has_option("P2") and not has_option("P1"))
  act("P4", 1)
  assert(count("hand", 4) == 2 and count("hand", 1) == 0 and count("hand", 3) == 0)
  assert(not has_option("Twin Vows"), "once per play phase")
end)

test("BW-11.8: mixed (BW), it draws 1", function()
  setup { players = 4,
          p1 = faction_seat("BW", "both", { hero_up = { "Mirror Nun" } }),
          p3 = faction_seat("BW", "both") }
  stock(3)
  act("Use skill Twin Vows", 1)                -- P3 is the only choice
  assert(count("hand", 3) == 1)
end)

test("BW-11.5: not offered with no other character of its determined faction", function()
  setup { players = 4, p1 = faction_seat("BW", "both", { hero_up = { "Mirror Nun" } }),
          p3 = faction_seat("BW") }   -- BW too, but undetermined
  assert(not has_option("Twin Vows"))
end)
