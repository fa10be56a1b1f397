-- Iron Drummer (male, 4). War Beat: once per play phase, you may discard 1 card to use one more
-- Thrust this phase. The Thrust limit (BW-15.4), raised by an active skill (BW-12.6).

test("BW-15.4, BW-12.6: War Beat allows a second Thrust this play phase", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Iron Drummer" }, hand = { "Thrust", "Thrust", "Parry" } }) }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and not has_option("Use Thrust"), "the limit is 1 (BW-15.4)")
  act("Use skill War Beat", 1)
  act("Main", 1)
  act("Parry", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "tlimit") == 2)
  act("Use Thrust on P3", 1)
  assert(pvar(3, "hp") == 3 and count("hand", 1) == 0)
  assert(not has_option("War Beat"), "once per play phase")
end)

test("BW-12.6: not offered with an empty hand", function()
  setup { players = 3, p1 = { hero_up = { "Iron Drummer" }, vars = { mshow = 1 } } }
  assert(not has_option("War Beat"))
end)
