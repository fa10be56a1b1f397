-- Kiln Guardian (female, 4). Quench: when you would take fire or thunder damage, you may discard 1
-- card to prevent it. damage_receiving (BW-13.2 step 2); prevented damage does not reset a chained
-- character and does not propagate (BW-9.3c). BW-S15c at character level.

local function lines_from(start, text)
  local n = 0
  for i, l in ipairs(log_lines()) do if i >= start and l:find(text, 1, true) then n = n + 1 end end
  return n
end

-- Seats A-E are P1-P5; C's (P3's) turn; B, D and E are chained; D is Kiln Guardian, revealed.
test("BW-S15c, BW-9.3c, BW-13.2: D quenches the fire damage: no damage, no reset, no propagation", function()
  setup { players = 5, active = 3,
          p2 = { vars = { chained = 1 } },
          p3 = { hand = { "Fire Thrust" } },
          p4 = { hero_up = { "Kiln Guardian" }, vars = { mshow = 1, chained = 1 }, hand = { "Bounty" } },
          p5 = { vars = { chained = 1 } } }
  local start = #log_lines() + 1
  act("Use Fire Thrust on P4", 3)
  assert(decision().player == 4 and has_option("Use Quench"), decision().prompt)
  act("Use Quench", 4)
  assert(pvar(4, "hp") == 4 and pvar(4, "chained") == 1 and count("hand", 4) == 0, "D untouched, still chained, its card spent")
  assert(pvar(2, "hp") == 4 and pvar(5, "hp") == 4 and pvar(2, "chained") == 1 and pvar(5, "chained") == 1)
  assert(lines_from(start, "The damage to P4 is prevented") == 1 and lines_from(start, "spreads") == 0)
end)

test("BW-9.3, BW-13.2: declined, the same fire damage hits D and propagates", function()
  setup { players = 5, active = 3,
          p2 = { vars = { chained = 1 } },
          p3 = { hand = { "Fire Thrust" } },
          p4 = { hero_up = { "Kiln Guardian" }, vars = { mshow = 1, chained = 1 }, hand = { "Bounty" } } }
  act("Use Fire Thrust on P4", 3)
  act("Decline", 4)
  assert(pvar(4, "hp") == 3 and pvar(4, "chained") == 0 and pvar(2, "hp") == 3 and pvar(2, "chained") == 0)
end)

test("BW-13.2: Quench is not offered against plain damage, nor with an empty hand", function()
  setup { players = 3, p1 = { hand = { "Thrust", "Parry" } },
          p2 = { hero_up = { "Kiln Guardian" }, vars = { mshow = 1 }, hand = { "Bounty" } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().player == 1 and decision().kind == "priority")
  setup { players = 3, p1 = { hand = { "Fire Thrust" } }, p2 = { hero_up = { "Kiln Guardian" }, vars = { mshow = 1 } } }
  act("Use Fire Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().kind == "priority")
end)

test("BW-12.7, BW-18.6: hidden, Quench is asked privately against thunder damage; using it reveals and prevents", function()
  setup { players = 3, p1 = { hand = { "Storm Thrust" } },
          p2 = { hero = { "Kiln Guardian" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 }, hand = { "Bounty" } } }
  act("Use Storm Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Reveal and use Quench") and decision_view(1).kind == "private")
  act("Reveal and use Quench", 2)
  act("Secondary", 2)
  assert(count("hero_up", 2) == 1 and pvar(2, "sshow") == 1 and pvar(2, "hp") == 4 and count("hand", 2) == 0)
end)
