-- Pale Lamplighter (female, 3). Lamplight: at the start of your turn, you may make another
-- character within your attack range discard 1 hand card at random. Infiltration (main_white):
-- then you draw 1 card. turn_start; infiltration BW-11.8.

local function start(reveal)
  setup { players = 4, active = 4,
          p1 = faction_seat("WB", { hero = { "Pale Lamplighter" }, vars = { hp = 3, maxhp = 3 } }),
          p2 = { hand = { "Remedy" } }, p3 = { hand = { "Remedy" } }, p4 = { hand = { "Remedy" } } }
  stock(6)
  pass(1)
  act("Keep them hidden", 1)
  reveal_and_use(1, "Lamplight", { 2 })
  act(reveal, 1)
  assert(decision().prompt:find("Lamplight") and has_option("P4") and not has_option("P3"), "P3 is out of range")
  act("P2", 1)
  assert(count("hand", 2) == 0 and count("hand", 3) == 1 and count("hand", 4) == 1)
end

test("BW-11.8, BW-12.7: revealing the white main card to use it meets main_white: it also draws 1", function()
  start("Main")
  assert(pvar(1, "mshow") == 1 and infiltration(1, "main_white"))
  assert(decision().kind == "priority" and count("hand", 1) == 3, "1 + the draw phase's 2: " .. count("hand", 1))
end)

test("BW-11.8: with the secondary card revealed instead, no draw", function()
  start("Secondary")
  assert(pvar(1, "sshow") == 1 and not infiltration(1, "main_white"))
  assert(decision().kind == "priority" and count("hand", 1) == 2)
end)

test("BW-4.9: not offered when no one in range holds a card", function()
  setup { players = 4, active = 4, p1 = { hero_up = { "Pale Lamplighter" }, vars = { mshow = 1, sshow = 1 } },
          p3 = { hand = { "Remedy" } } }
  stock(4)
  pass(1)
  assert(decision().player == 1 and decision().kind == "priority", decision().prompt)
end)
