-- BW-S11: mounts, stacking, the minimum, ignoring distance (BW-1.3.2,
-- BW-7.6, BW-10.12, BW-17.3). Six characters A-F (P1-P6). The digest's Swift
-- Steed is our Quick Mare (-1), its Stout Pony our Sturdy Mule (+1), its
-- Pilfer our Snatch, its Quill Courier (Fleet, locked: distance -1) our
-- Ridge Courier (Trailwise, the same).

test("BW-S11, BW-17.3, BW-10.12: A's -1 mount: A to D is 2, A to B is 1 (the minimum)", function()
  setup { players = 6, p1 = { equip = { "Quick Mare" } } }
  assert(distance(1, 4) == 2 and distance(1, 2) == 1 and distance(1, 6) == 1 and distance(1, 3) == 1)
  assert(distance(4, 1) == 3 and distance(2, 1) == 1, "it does not change the others' distance to A")
end)

test("BW-S11, BW-17.3, BW-10.12: D's +1 mount too: A to D is 3, D to A is 3", function()
  setup { players = 6, p1 = { equip = { "Quick Mare" } }, p4 = { equip = { "Sturdy Mule" } } }
  assert(distance(1, 4) == 3 and distance(4, 1) == 3)
  assert(distance(3, 4) == 2 and distance(4, 3) == 1, "distance may differ each way")
end)

test("BW-S11, BW-1.3.2, BW-12.7: A, the revealed Ridge Courier with a -1 mount: A to D is 3 - 2 = 1; the two stack", function()
  setup { players = 6, p1 = { hero_up = { "Ridge Courier" }, equip = { "Quick Mare" } } }
  assert(distance(1, 4) == 1 and distance(1, 3) == 1 and distance(4, 1) == 3)
  setup { players = 6, p1 = { hero = { "Ridge Courier" }, equip = { "Quick Mare" } } }
  assert(distance(1, 4) == 2, "hidden, its locked skill does not apply (BW-12.7)")
  setup { players = 6, p1 = { hero_up = { "Ridge Courier" } }, p4 = { hero_up = { "Mist Sentinel" }, equip = { "Sturdy Mule" } } }
  assert(distance(1, 4) == 3 - 1 + 1 + 1, "D's +1 skill and +1 mount stack with A's -1: " .. distance(1, 4))
end)

test("BW-0.4.3, BW-17.3: a sideways mount gives no distance", function()
  setup { players = 6, p1 = { equip = { { "Quick Mare", tapped = true } } }, p4 = { equip = { { "Sturdy Mule", tapped = true } } } }
  assert(distance(1, 4) == 3 and distance(3, 4) == 1)
end)

test("BW-S11, BW-17.2: a Snatch needs distance 1: C at distance 2 is not offered", function()
  setup { players = 6, active = 1, p1 = { hand = { "Snatch" } },
          p2 = { hand = { "Parry" } }, p3 = { hand = { "Parry" } }, p4 = { hand = { "Parry" } } }
  assert(has_option("Use Snatch on P2"))
  assert(not has_option("Use Snatch on P3") and not has_option("Use Snatch on P4"))
end)

test("BW-S11, BW-7.6: when A ignores the distance to D, D is within reach whatever the distance; C still is not", function()
  setup { players = 6, active = 1, p1 = { hand = { "Thrust" }, vars = { nodist = 1 << 4 } } }
  assert(distance(1, 4) == 3, "the distance itself is unchanged")
  assert(ignores_distance(1, 4) and not ignores_distance(1, 3) and not ignores_distance(4, 1))
  assert(within_distance(1, 4, 1) and not within_distance(1, 3, 1), "a distance-1 card (Snatch) may target D")
  assert(in_range(1, 4) and has_option("Use Thrust on P4"), "range is distance: ignored too (BW-7.6 reading)")
  assert(not has_option("Use Thrust on P3"))
end)

test("BW-S11, BW-7.6, BW-17.2: a Snatch on D, at distance 3, is legal when A ignores the distance to D", function()
  setup { players = 6, active = 1, p1 = { hand = { "Snatch" }, vars = { nodist = 1 << 4 } },
          p3 = { hand = { "Parry" } }, p4 = { hand = { "Parry" } } }
  assert(has_option("Use Snatch on P4") and not has_option("Use Snatch on P3"))
end)
