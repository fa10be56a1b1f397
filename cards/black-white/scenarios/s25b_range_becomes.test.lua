-- BW-S25a at character level (BW-4.11, BW-11.9, BW-4.9): Plains Outrider's Saddle Bow (locked:
-- "your attack range becomes 3") and Hawk Eye (locked: "+1"). "Becomes" sets the base, the weapon's
-- range included, and the +1 still applies: the range reads 4. No character of the pool says
-- "counts as"; that half of S25a is shown on the mechanism in s25_numbers_empty_deck.test.lua.
-- Eight seats: P5 is at distance 4 from P1.

local function outrider(zone, equip, more)
  local t = { players = 8, p1 = { hand = { "Thrust" }, equip = equip, vars = { mshow = 1 } } }
  t.p1[zone] = { "Plains Outrider" }
  for k, v in pairs(more or {}) do t[k] = v end
  setup(t)
end

test("BW-S25a, BW-4.11, BW-11.9: unarmed, 'becomes 3' then +1: the range reads 4", function()
  outrider("hero_up", {})
  assert(attack_range(1) == 4, tostring(attack_range(1)))
  assert(has_option("Use Thrust on P5"), "P5 at distance 4 is within range")
end)

test("BW-S25a, BW-4.11: 'becomes' replaces the weapon's range as the base: with Horn Bow (5) it still reads 4", function()
  outrider("hero_up", { "Horn Bow" })
  assert(attack_range(1) == 4, tostring(attack_range(1)))
  setup { players = 8, p1 = { hero_up = { "Cliff Marksman" }, equip = { "Horn Bow" }, vars = { mshow = 1 } } }
  assert(attack_range(1) == 6, "without 'becomes' the +1 adds to the bow's 5")
end)

test("BW-S25a, BW-4.9, BW-17.3: a Sturdy Mule on P5 puts it at distance 5, beyond the 4", function()
  outrider("hero_up", {}, { p5 = { equip = { "Sturdy Mule" } } })
  assert(distance(1, 5) == 5 and not has_option("Use Thrust on P5") and has_option("Use Thrust on P4"))
end)

test("BW-12.7: hidden, neither skill applies: the range is the plain 1", function()
  outrider("hero", {})
  assert(attack_range(1) == 1 and not has_option("Use Thrust on P3"))
end)
