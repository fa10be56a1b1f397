-- The use procedure (BW-12.1), equipping (BW-12.4), recasting (BW-12.5),
-- playing (BW-12.2) and Iron Tether (BW-17, BW-9.1, BW-9.2).

test("BW-12.1, BW-7.7, BW-10.3: a Thrust taken into hand at card_offset is not discarded at step 7", function()
  -- P2 is Mist Sentinel: Slip Away takes the offset Thrust into its hand.
  setup { players = 3, p1 = { hand = { "Thrust" }, equip = { "Ashwood Pike" } },    -- Fogbound: P2 is at distance 2
          p2 = { hero_up = { "Mist Sentinel" }, hand = { "Parry" } } }
  act("Use Thrust on P2", 1)
  act("Parry", 2)
  assert(decision().player == 2 and has_option("Use Slip Away"), tostring(decision().prompt))
  act("Use Slip Away", 2)
  assert(count("hand", 2) == 1 and card_name(cards("hand", 2)[1]) == "Thrust", "the Thrust is in P2's hand")
  assert(count("discard") == 1 and card_name(cards("discard")[1]) == "Parry", "only the Parry is discarded")
  assert(count("equip", 1) == 1)
  assert(count("processing") == 0)
end)

test("BW-12.1: card_using carries the target (Old Ferryman's Toll)", function()
  setup { players = 3, p1 = { hand = { "Thrust" } }, p2 = { hero_up = { "Old Ferryman" } } }
  stock(1)
  act("Use Thrust on P2", 1)
  assert(decision().player == 2 and has_option("Use Toll"), tostring(decision().prompt))
  act("Use Toll", 2)
  assert(count("hand", 2) == 1 and pvar(2, "hp") == 3)
end)

test("BW-12.4: equipment is used on its user and goes to its slot; the older card there is discarded", function()
  setup { players = 3, p1 = { hand = { "Lacquer Coat" }, equip = { { "Lacquer Coat", tapped = true } } } }
  act("Equip Lacquer Coat", 1)
  assert(count("equip", 1) == 1 and not is_tapped(cards("equip", 1)[1]), "the new one, upright")
  assert(count("discard") == 1 and count("processing") == 0)
end)

test("BW-12.5: Iron Tether may be recast: discarded, its holder draws 1; not a use", function()
  setup { players = 3, p1 = { hand = { "Iron Tether" } } }
  stock(1)
  act("Recast Iron Tether", 1)
  assert(count("hand", 1) == 1 and card_name(cards("hand", 1)[1]) ~= "Iron Tether" and count("discard") == 1)
  assert(#lines_with("uses Iron Tether") == 0 and #lines_with("P1 recasts Iron Tether (BW-12.5)") == 1)
end)

test("BW-17, BW-12.1: Iron Tether on two characters settles in seat order from the user; each chains or resets", function()
  -- P4 holds an Annul: the windows show the order (P2 chained, then P3 reset).
  setup { players = 4, p1 = { hand = { "Iron Tether" } }, p3 = { vars = { chained = 1 } }, p4 = { hand = { "Annul" } } }
  act("Use Iron Tether", 1)
  act("P3", 1)                                   -- declared in the other order
  act("P2", 1)
  assert(decision().prompt == "Annul Iron Tether on P2?", decision().prompt)
  act("None", 4)
  assert(pvar(2, "chained") == 1, "P2 chained first")
  assert(decision().prompt == "Annul Iron Tether on P3?", decision().prompt)
  act("None", 4)
  assert(pvar(3, "chained") == 0, "P3 was chained: it resets")
  assert(#lines_with("P1 uses Iron Tether on P3 and P2") == 1)
end)

test("BW-12.8, BW-17: an Annul offsets Iron Tether for one target only", function()
  setup { players = 4, p1 = { hand = { "Iron Tether" } }, p4 = { hand = { "Annul" } } }
  act("Use Iron Tether", 1)
  act("P2", 1)
  act("P3", 1)
  act("Annul", 4)
  assert(pvar(2, "chained") == 0 and pvar(3, "chained") == 1)
end)

test("BW-12.2, BW-17: Faceoff: the Thrusts are played, not used (no limit counted), the first who does not takes 1", function()
  setup { players = 3, p1 = { hand = { "Faceoff", "Thrust" } }, p2 = { hand = { "Thrust" } } }
  act("Use Faceoff on P2", 1)
  act("Thrust", 2)
  act("Thrust", 1)
  assert(pvar(2, "hp") == 3 and pvar(1, "hp") == 4, "P2 had no second Thrust")
  assert(#lines_with("P2 plays Thrust") == 1 and #lines_with("P1 plays Thrust") == 1)
  assert(pvar(1, "thrusts") == 0, "playing is not using")
end)
