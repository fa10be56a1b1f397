-- Scrap Tinker (male, 3). Makeshift: you may use or play any equipment card, in your hand or
-- equipped, as a Thrust. A conversion skill (BW-12.3, BW-12.6); BW-1.3.2 for an equipped weapon
-- (the full scenario is scenarios/s13_weapon_as_thrust.test.lua). Cards by id where the suit
-- matters: 5099 Quick Mare heart 1, 5098 Quick Mare club 9, 5093 Moon Axe heart 4.

local HIDDEN_BW = { "Black Seal", "White Seal" }

test("BW-12.3, BW-12.7: hidden, Makeshift is offered to its owner alone; using it reveals and the mare settles as a Thrust", function()
  setup { players = 4, p1 = { hero = { "Scrap Tinker" }, faction = HIDDEN_BW, vars = { main = 1, sec = 2 }, hand = { 5099 } } }
  assert(has_option("Equip Quick Mare"), "the card itself may still be equipped")
  assert(has_option("Use Quick Mare as a Thrust on P2 (red) (Makeshift)"), "a red Thrust: the mare's heart (BW-12.3)")
  assert(not has_option("as a Thrust on P3"), "range 1: P3 is at distance 2")
  assert(decision_view(2).options == nil, "the others do not see the owner's options")
  act("Use Quick Mare as a Thrust on P2", 1)
  act("Main", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "mshow") == 1, "the conversion revealed the character (BW-12.7)")
  assert(pvar(2, "hp") == 3, "1 damage")
  assert(count("discard") == 1 and card_name(cards("discard")[1]) == "Quick Mare", "the mare is discarded after use")
  local seen = 0
  for _, l in ipairs(log_lines()) do if l == "P1 uses Quick Mare as a Thrust on P2" then seen = seen + 1 end end
  assert(seen == 1, "the table is told what it was used as")
end)

test("BW-15.4, BW-17.2: a converted Thrust counts toward the one Thrust per play phase", function()
  setup { players = 4, p1 = { hero_up = { "Scrap Tinker" }, vars = { mshow = 1 }, hand = { 5099, "Thrust" } } }
  act("Use Quick Mare as a Thrust on P2", 1)
  assert(pvar(1, "thrusts") == 1)
  assert(not has_option("Use Thrust") and not has_option("as a Thrust"), "the limit is reached")
end)

test("BW-1.3.2, BW-4.9: equipment from the hand is converted with the equipped weapon's range intact", function()
  setup { players = 6, p1 = { hero_up = { "Scrap Tinker" }, vars = { mshow = 1 }, hand = { 5093 }, equip = { "Ashwood Pike" } } }
  assert(has_option("Use Moon Axe as a Thrust on P4"), "the equipped pike (3) reaches D at distance 3")
  assert(not has_option("Use Ashwood Pike as a Thrust on P4"), "the pike itself, converted, does not")
end)

test("BW-12.2, BW-12.3: Makeshift supplies a Thrust to play in a Faceoff (playing, not using)", function()
  setup { players = 3, active = 2, p1 = { hero_up = { "Scrap Tinker" }, vars = { mshow = 1 }, equip = { 5098 } },
          p2 = { hand = { "Faceoff" } } }
  act("Use Faceoff on P1", 2)
  -- the Annul window asks everyone privately; nobody holds one, so the engine declines for them
  local d = decision()
  assert(d.player == 1 and d.prompt == "Faceoff with P2: play a Thrust?", tostring(d.prompt))
  act("Quick Mare", 1)
  assert(count("equip", 1) == 0, "the equipped mare was played")
  assert(pvar(2, "hp") == 3 and pvar(1, "hp") == 4, "P2 had no Thrust to answer: it takes 1")
end)
