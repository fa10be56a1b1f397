-- Glass Gambler (female, 3). Wager: once per play phase, you may make another character with hand
-- cards discard 1 hand card at random. If it is red, you draw 1 card; if it is black, you discard
-- 1 card. Colours BW-2.2; "make discard" BW-12.5.

local RED, BLACK = 5039, 5033        -- Parry, heart 11 and spade 9

test("BW-12.6, BW-12.7, BW-2.2: hidden, Wager reveals; a red card discarded: it draws 1", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Glass Gambler" } }),
          p2 = { hand = { RED } } }
  stock(2)
  assert(has_option("Use skill Wager") and decision_view(2).options == nil)
  act("Use skill Wager", 1)
  act("Main", 1)                               -- P2 is the only one with cards
  assert(count("hero_up", 1) == 1 and count("hand", 2) == 0 and count("hand", 1) == 1)
  assert(not has_option("Wager"), "once per play phase")
end)

test("BW-2.2: a black card discarded: it discards 1 of its own", function()
  setup { players = 3, p1 = { hero_up = { "Glass Gambler" }, hand = { "Parry", "Remedy" }, vars = { mshow = 1 } },
          p2 = { hand = { BLACK } }, p3 = { hand = { RED } } }
  stock(2)
  act("Use skill Wager", 1)
  act("P2", 1)
  act("Remedy", 1)
  assert(count("hand", 2) == 0 and count("hand", 1) == 1 and #in_hand(1, "parry") == 1 and count("discard") == 2)
end)

test("BW-12.6: not offered when no other character holds a card", function()
  setup { players = 3, p1 = { hero_up = { "Glass Gambler" }, hand = { "Parry" }, vars = { mshow = 1 } } }
  assert(not has_option("Wager"))
end)
