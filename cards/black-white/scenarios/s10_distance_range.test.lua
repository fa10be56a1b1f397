-- BW-S10: distance and attack range (BW-4.8, BW-4.9, BW-10.12, BW-17.2). Six
-- characters A-F (P1-P6) in a ring. The digest's Lunge is our Thrust, its
-- Long Spear (range 3) our Ashwood Pike.

local function six(a)
  setup { players = 6, active = 1, p1 = a }
end

test("BW-S10, BW-4.8, BW-10.12: the fewest seat steps either way round; 0 to oneself", function()
  six({})
  local want = { [2] = 1, [3] = 2, [4] = 3, [5] = 2, [6] = 1 }
  for q, d in pairs(want) do assert(distance(1, q) == d, "dist(A,P" .. q .. ") = " .. distance(1, q)) end
  assert(distance(1, 1) == 0 and distance(4, 1) == 3 and distance(6, 2) == 2)
end)

test("BW-S10, BW-4.9, BW-17.2: unarmed A has range 1: a Thrust on B or F is legal, on C it is not offered", function()
  six({ hand = { "Thrust" } })
  assert(attack_range(1) == 1)
  assert(has_option("Use Thrust on P2") and has_option("Use Thrust on P6"))
  for _, q in ipairs({ 3, 4, 5 }) do assert(not has_option("Use Thrust on P" .. q), "P" .. q .. " is out of range") end
  assert(not in_range(1, 1), "never oneself")
end)

test("BW-S10, BW-4.9: A equips a range-3 weapon; D is now in range", function()
  six({ hand = { "Thrust", "Ashwood Pike" } })
  act("Equip Ashwood Pike", 1)
  assert(attack_range(1) == 3 and in_range(1, 4))
  assert(has_option("Use Thrust on P4") and has_option("Use Thrust on P3") and has_option("Use Thrust on P5"))
end)

test("BW-S10, BW-10.12: C dies; the ring is A, B, D, E, F: A to D and A to E are 2", function()
  six({})
  concede(3)
  assert(distance(1, 4) == 2 and distance(1, 5) == 2 and distance(1, 2) == 1 and distance(1, 6) == 1)
  assert(distance(1, 3) == 99 and not in_range(1, 3), "the dead are not counted, nor reached")
end)

test("BW-0.4.3, BW-4.9: a sideways weapon is ineffective: range 1", function()
  six({ equip = { { "Ashwood Pike", tapped = true } } })
  assert(attack_range(1) == 1 and not in_range(1, 3))
end)
