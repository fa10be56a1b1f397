-- Forge Zealot (male, 3). Stoke (locked): fire damage you deal is +1 (hook fire_bonus, BW-13.2 step
-- 1). Bellows: once per play phase, you may discard 2 red cards to deal 1 fire damage to another
-- character within your attack range. BW-S15d at character level. Red cards: 5001 Thrust heart 2,
-- 5056 Remedy diamond 2; 5004 Thrust spade 4 is black; 5028 Storm Thrust is thunder.

local function lines_from(start, text)
  local out = {}
  for i, l in ipairs(log_lines()) do
    if i >= start and l:find(text, 1, true) then out[#out + 1] = l end
  end
  return out
end

-- Seats A-E are P1-P5; C's (P3's) turn; B, D and E are chained.
test("BW-S15d, BW-9.3b: Forge Zealot's Fire Thrust on chained D: D takes 1 + 1, B and E 2 each, Stoke not reapplied", function()
  setup { players = 5, active = 3,
          p2 = { vars = { chained = 1 } },
          p3 = { hero_up = { "Forge Zealot" }, vars = { mshow = 1 }, hand = { "Fire Thrust" } },
          p4 = { vars = { chained = 1 } },
          p5 = { vars = { chained = 1 } } }
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)
  local hits = lines_from(start, "takes")
  assert(#hits == 3 and hits[1] == "P4 takes 2 fire damage from P3" and hits[2] == "P5 takes 2 fire chain damage from P3"
    and hits[3] == "P2 takes 2 fire chain damage from P3", table.concat(hits, " / "))
  assert(pvar(4, "hp") == 2 and pvar(5, "hp") == 2 and pvar(2, "hp") == 2)
  assert(pvar(2, "chained") == 0 and pvar(4, "chained") == 0 and pvar(5, "chained") == 0, "all reset")
end)

test("BW-12.7: hidden, Stoke does not apply: a Fire Thrust deals 1", function()
  setup { players = 3, p1 = { hero = { "Forge Zealot" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 },
                              hand = { "Fire Thrust" } } }
  act("Use Fire Thrust on P2", 1)
  assert(pvar(2, "hp") == 3)
end)

test("BW-13.2: Stoke adds to fire damage only, not to plain or thunder damage", function()
  setup { players = 3, p1 = { hero_up = { "Forge Zealot" }, vars = { mshow = 1 }, hand = { 5028 } } }
  act("Use Storm Thrust on P2", 1)
  assert(pvar(2, "hp") == 3)
end)

test("BW-12.6, BW-12.7: hidden, Bellows reveals, discards 2 red cards and deals fire damage, with Stoke now in effect", function()
  setup { players = 3, p1 = { hero = { "Forge Zealot" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 },
                              hand = { 5001, 5056, 5004 } } }
  assert(has_option("Use skill Bellows") and decision_view(2).options == nil)
  act("Use skill Bellows", 1)
  act("Main", 1)
  act("Thrust", 1)                               -- the red Thrust (the black one is not offered)
                                                 -- the Remedy, the one red card left, goes unasked
  act("P2", 1)
  assert(count("hero_up", 1) == 1 and count("hand", 1) == 1 and is_black(cards("hand", 1)[1]), "the black card stays")
  assert(pvar(2, "hp") == 2, "1 fire + 1 (Stoke, revealed by now): " .. pvar(2, "hp"))
  assert(not has_option("Bellows"), "once per play phase")
end)

test("BW-12.6: Bellows is not offered with fewer than 2 red cards", function()
  setup { players = 3, p1 = { hero_up = { "Forge Zealot" }, vars = { mshow = 1 }, hand = { 5001, 5004 } } }
  assert(not has_option("Bellows"))
end)
