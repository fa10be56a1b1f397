-- BW-S14: elemental damage to a chained character spreads along the chain
-- (BW-9.3, BW-9.3a, BW-0.4.3, BW-13.2).

test("BW-S14, BW-9.3, BW-9.3a: C's Fire Thrust on chained D: D resets, then E and B take chain damage in seat order from C", function()
  -- Seats A-E are P1-P5; it is C's (P3's) turn; B, D, E are chained at HP 3.
  setup { players = 5, active = 3,
          p2 = { vars = { hp = 3, chained = 1 } },
          p3 = { hand = { "Fire Thrust" } },
          p4 = { vars = { hp = 3, chained = 1 } },
          p5 = { vars = { hp = 3, chained = 1 } } }
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)          -- D holds no Parry: asked privately, answered by the engine
  assert(decision().player == 3 and decision().kind == "priority", "all settled: " .. tostring(decision().prompt))
  local hits = lines_with("fire", start)
  assert(#hits == 4, table.concat(hits, " / "))
  assert(hits[1] == "P4 takes 1 fire damage from P3", hits[1])
  assert(hits[2]:find("spreads along the chain"), hits[2])
  assert(hits[3] == "P5 takes 1 fire chain damage from P3", "E is visited before A and B: " .. hits[3])
  assert(hits[4] == "P2 takes 1 fire chain damage from P3", hits[4])
  -- D resets at the end of its own damage, before the propagation starts.
  local resets = lines_with("is reset", start)
  assert(#resets == 3 and resets[1] == "P4 is reset (BW-9.2)" and resets[2] == "P5 is reset (BW-9.2)"
    and resets[3] == "P2 is reset (BW-9.2)", table.concat(resets, " / "))
  for _, p in ipairs({ 2, 4, 5 }) do
    assert(pvar(p, "hp") == 2, "P" .. p .. " HP " .. pvar(p, "hp"))
    assert(pvar(p, "chained") == 0, "P" .. p .. " is reset (BW-9.3a)")
  end
  assert(pvar(1, "hp") == 4 and pvar(3, "hp") == 4, "A and C are not chained: untouched")
end)

test("BW-9.3a, BW-7.4: chain damage does not propagate again, and the chained state is read on arrival", function()
  -- Only D and E chained: E's chain damage finds nobody else chained; no second spread.
  setup { players = 5, active = 3,
          p3 = { hand = { "Storm Thrust" } },
          p4 = { vars = { chained = 1 } },
          p5 = { vars = { chained = 1 } } }
  local start = #log_lines() + 1
  act("Use Storm Thrust on P4", 3)
  assert(#lines_with("spreads along the chain", start) == 1, "one propagation only")
  assert(pvar(4, "hp") == 3 and pvar(5, "hp") == 3 and pvar(2, "hp") == 4)
  assert(#lines_with("P5 takes 1 thunder chain damage from P3", start) == 1)
  assert(pvar(4, "chained") == 0 and pvar(5, "chained") == 0)
end)
