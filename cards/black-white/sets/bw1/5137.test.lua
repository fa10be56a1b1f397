-- Coal Stalker (male, 4). Night Work: once per play phase, only with infiltration (main_black),
-- you may discard 1 black card to deal 1 damage to another character at distance 1.
-- BW-11.8; a failed condition after the reveals keeps them (BW-0.5.1, BW-12.7, scenario BW-S04).

local RED, BLACK = 5039, 5033        -- Parry, heart 11 and spade 9 (BW-2.2)

local function hidden_stalker()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Coal Stalker" }, hand = { RED, BLACK } }) }
  assert(has_option("Use skill Night Work") and decision_view(2).options == nil)
  act("Use skill Night Work", 1)
end

test("BW-11.8, BW-12.7: hidden, revealing its black main card meets main_black: a black card for 1 damage", function()
  hidden_stalker()
  act("Main", 1)                               -- the only black card is discarded unasked
  assert(has_option("P2") and has_option("P3"))
  act("P3", 1)
  assert(pvar(3, "hp") == 3 and pvar(2, "hp") == 4)
  assert(count("hand", 1) == 1 and not is_black(cards("hand", 1)[1]))
  assert(not has_option("Night Work"), "once per play phase")
end)

test("BW-0.5.1, BW-S04: revealing the white secondary card instead, the condition fails and the reveals stay", function()
  hidden_stalker()
  act("Secondary", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "sshow") == 1 and pvar(1, "mshow") == 0, "the reveals stay")
  assert(count("hand", 1) == 2 and count("discard") == 0, "no cost paid")
  assert(pvar(2, "hp") == 4 and pvar(3, "hp") == 4, "no damage")
  assert(decision().kind == "priority" and not has_option("Night Work"))
end)

test("BW-11.8: with a white main card shown, it is not offered; with a black one, it is", function()
  setup { players = 3, p1 = faction_seat("WB", "main", { hero = { "Coal Stalker" }, hand = { BLACK } }) }
  assert(not has_option("Night Work"))
  setup { players = 3, p1 = faction_seat("BW", "main", { hero_up = { "Coal Stalker" }, hand = { BLACK } }) }
  assert(has_option("Use skill Night Work"))
end)
