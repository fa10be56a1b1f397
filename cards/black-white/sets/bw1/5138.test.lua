-- Mirror Nun (female, 3). Twin Vows: once per play phase, you may have another character of the
-- same faction as you draw 1 card. Infiltration (pure): it draws 2 cards instead.
-- Same faction BW-11.5; infiltration BW-11.8.

local function stock(n)
  for _ = 1, n do move(cards("seats", 1)[1], "deck", 1, { face_down = true }) end
end

local function shown(m, s) return { main = m, sec = s, mshow = 1, sshow = 1 } end
local function seals(m, s)
  local name = { "Black Seal", "White Seal" }
  return { name[m], name[s] }
end

test("BW-11.8, BW-11.5, BW-12.7: pure (BB), another of its faction draws 2", function()
  setup { players = 4,
          p1 = { hero = { "Mirror Nun" }, faction_up = seals(1, 1), vars = shown(1, 1) },
          p2 = { faction_up = seals(2, 2), vars = shown(2, 2) },
          p3 = { faction_up = seals(1, 1), vars = shown(1, 1) },
          p4 = { faction_up = seals(1, 1), vars = shown(1, 1) } }
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
          p1 = { hero_up = { "Mirror Nun" }, faction_up = seals(1, 2), vars = shown(1, 2) },
          p3 = { faction_up = seals(1, 2), vars = shown(1, 2) } }
  stock(3)
  act("Use skill Twin Vows", 1)                -- P3 is the only choice
  assert(count("hand", 3) == 1)
end)

test("BW-11.5: not offered with no other character of its determined faction", function()
  setup { players = 4, p1 = { hero_up = { "Mirror Nun" }, faction_up = seals(1, 2), vars = shown(1, 2) },
          p3 = { faction = seals(1, 2), vars = { main = 1, sec = 2 } } }   -- BW too, but undetermined
  assert(not has_option("Twin Vows"))
end)
