-- Willow Physician (female, 3). Poultice: once per play phase, you may discard 1 red card to have
-- a wounded character at distance 1 or less (you included) recover 1 HP.

local RED, BLACK = 5039, 5033        -- Parry, heart 11 and spade 9 (BW-2.2)

test("BW-12.6, BW-12.7, BW-13.4, BW-4.8: hidden, Poultice reveals, discards a red card, heals a wounded character at distance 1 or less", function()
  setup { players = 5, p1 = faction_seat("BW", { hero = { "Willow Physician" }, hand = { RED, BLACK }, vars = { hp = 2, maxhp = 3 } }),
          p2 = { vars = { hp = 2 } }, p3 = { vars = { hp = 2 } } }
  act("Use skill Poultice", 1)
  act("Main", 1)                                -- the only red card is discarded unasked
  assert(has_option("P1") and has_option("P2") and not has_option("P3"), "P3 is at distance 2")
  act("P2", 1)
  assert(pvar(2, "hp") == 3 and pvar(1, "hp") == 2 and pvar(3, "hp") == 2)
  assert(count("hand", 1) == 1 and is_black(cards("hand", 1)[1]), "the black card stays")
  assert(not has_option("Poultice"), "once per play phase")
end)

test("BW-2.2: not offered with black cards only", function()
  setup { players = 5, p1 = { hero_up = { "Willow Physician" }, hand = { BLACK }, vars = { mshow = 1, hp = 2, maxhp = 3 } } }
  assert(not has_option("Poultice"))
end)

test("BW-4.8: not offered when no one at distance 1 or less is wounded", function()
  setup { players = 5, p1 = { hero_up = { "Willow Physician" }, hand = { RED }, vars = { mshow = 1, hp = 3, maxhp = 3 } },
          p3 = { vars = { hp = 1 } } }
  assert(not has_option("Poultice"))
end)
