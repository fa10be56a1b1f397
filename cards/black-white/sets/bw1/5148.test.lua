-- Needle Fencer (female, 4). True Point (locked): your Thrusts ignore their targets' armor (hook
-- ignore_armor, BW-7.6). Cut Straps: after your Thrust deals damage to a character, you may discard
-- 1 of its equipped cards (damage_dealt, BW-13.2). BW-S20 with Pack Brawler's inserted Thrust.
-- 5004 Thrust spade 4 and 5012 Thrust spade 10 are black; 5001 Thrust heart 2 is red.

local BLACK, BLACK2, RED = 5004, 5012, 5001

test("BW-12.7, BW-7.5: hidden, True Point does not apply: her black Thrust is nullified by Lacquer Coat", function()
  setup { players = 3, p1 = { hero = { "Needle Fencer" }, faction = { "Black Seal", "White Seal" }, vars = { main = 1, sec = 2 },
                              hand = { BLACK } },
          p2 = { hand = { "Parry" }, equip = { "Lacquer Coat" } } }
  act("Use Thrust on P2 (black)", 1)
  assert(pvar(2, "hp") == 4 and count("hand", 2) == 1 and log_count("Thrust is nullified against P2 (BW-7.5)") == 1)
  assert(count("hero", 1) == 1, "locked continuous skills never reveal (BW-0.3.5)")
end)

test("BW-7.6, BW-S20: revealed, her black Thrust ignores D's armor: D must Parry or take 1", function()
  setup { players = 3, p1 = { hero_up = { "Needle Fencer" }, vars = { mshow = 1 }, hand = { BLACK } },
          p2 = { hand = { "Parry" }, equip = { "Lacquer Coat" } } }
  act("Use Thrust on P2 (black)", 1)
  assert(decision().player == 2 and has_option("Parry"), "not nullified: the Parry is demanded")
  act("Parry", 2)
  assert(pvar(2, "hp") == 4 and log_count("Thrust is nullified against P2 (BW-7.5)") == 0)
end)

test("BW-13.2, BW-12.7: hidden, Cut Straps is offered privately after her red Thrust hits; it discards the chosen equipment", function()
  setup { players = 3, p1 = { hero = { "Needle Fencer" }, faction_up = { "Black Seal" }, faction = { "White Seal" },
                              vars = { main = 1, sec = 2, mshow = 1 }, hand = { RED } },
          p2 = { equip = { "Lacquer Coat", "Quick Mare" } } }
  act("Use Thrust on P2 (red)", 1)
  assert(pvar(2, "hp") == 3 and decision().player == 1 and has_option("Reveal and use Cut Straps"), decision().prompt)
  assert(decision_view(2).kind == "private")
  act("Reveal and use Cut Straps", 1)
  act("Lacquer Coat", 1)
  assert(count("hero_up", 1) == 1 and count("equip", 2) == 1 and card_name(cards("discard")[1]) == "Lacquer Coat")
end)

test("BW-13.2: Cut Straps is not offered when the damaged character has no equipment", function()
  setup { players = 3, p1 = { hero_up = { "Needle Fencer" }, vars = { mshow = 1 }, hand = { RED } },
          p3 = { equip = { "Ashwood Pike" } } }
  act("Use Thrust on P2", 1)
  assert(pvar(2, "hp") == 3 and decision().player == 1 and decision().kind == "priority")
end)

-- Seats A-E are P1-P5; A's turn. A is Needle Fencer with Ashwood Pike (D at distance 2 is within
-- range 3); D wears Lacquer Coat; E is Pack Brawler (Join In), revealed, with a black Thrust.
test("BW-S20, BW-7.6, BW-7.4: E's Thrust inserted at becoming_target meets D's armor; A's goes on through it", function()
  setup { players = 5,
          p1 = { hero_up = { "Needle Fencer" }, vars = { mshow = 1, sshow = 1 }, hand = { BLACK }, equip = { "Ashwood Pike" } },
          p4 = { hand = { "Parry" }, equip = { "Lacquer Coat" } },
          p5 = { hero_up = { "Pack Brawler" }, vars = { mshow = 1, sshow = 1 }, hand = { BLACK2 } } }
  act("Use Thrust on P4 (black)", 1)
  local d = decision()
  assert(d.player == 5 and d.prompt == "Use a skill? (becoming_target)" and has_option("Use Join In"), d.prompt)
  act("Use Join In", 5)
  assert(decision().player == 5 and decision().prompt == "Join In: use a Thrust on P4?", decision().prompt)
  assert(decision_view(1).kind == "private", "which card E holds is E's to know (BW-18.6)")
  act("Thrust", 5)
  assert(log_count("P5 uses Thrust on P4") == 1)
  assert(log_count("Thrust is nullified against P4 (BW-7.5)") == 1, "E's inserted Thrust: D's armor works")
  d = decision()
  assert(d.player == 4 and has_option("Parry") and d.prompt == "P1's Thrust targets you: use a Parry?",
    "A's Thrust goes on, not nullified: " .. d.prompt)
  assert(count("hand", 5) == 0 and pvar(4, "hp") == 4, "E's Thrust was used up and did nothing")
  act("None", 4)
  assert(pvar(4, "hp") == 3, "D takes 1 from A")
  assert(log_count("Thrust is nullified against P4 (BW-7.5)") == 1, "nullified once only (E's)")
end)
