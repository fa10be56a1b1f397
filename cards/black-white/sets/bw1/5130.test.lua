-- Granary Steward (male, 4). Deep Stores (locked): your hand limit is +2. Tithe: once per play
-- phase, you may give 1 hand card to another character of the same faction as you; it draws 1.

local SIX = copies("Parry", 6)

test("BW-4.5, BW-15.5, BW-12.7: Deep Stores raises the hand limit by 2, only while revealed", function()
  setup { players = 3, p1 = { hero = { "Granary Steward" }, hand = SIX } }
  assert(hand_limit(1) == 4)
  pass(1)
  assert(decision().player == 1 and decision().prompt:find("Discard phase"), "hidden: 2 to discard")
  setup { players = 3, p1 = { hero_up = { "Granary Steward" }, hand = SIX, vars = { mshow = 1 } },
          p2 = { vars = { mshow = 1, sshow = 1 } } }
  assert(hand_limit(1) == 6)
  stock(2)                                      -- P2's draw phase
  pass(1)
  assert(decision().player == 2 and count("hand", 1) == 6, "revealed: nothing to discard")
end)

test("BW-11.5, BW-12.6, BW-12.5: Tithe gives a card to a same-faction character only, which draws 1", function()
  setup { players = 4,
          p1 = faction_seat("BW", "both", { hero = { "Granary Steward" }, hand = { "Parry", "Remedy" } }),
          p2 = faction_seat("WB", "both"),
          p3 = faction_seat("BW", "both"),
          p4 = faction_seat("BW", "both") }
  stock(2)
  act("Use skill Tithe", 1)                     -- its faction cards are shown: only the character card is revealed
  assert(count("hero_up", 1) == 1)
  act("Remedy", 1)
  assert(has_option("P3") and has_option("P4") and not has_option("P2"), "BW only")
  act("P3", 1)
  assert(count("hand", 3) == 2 and #in_hand(3, "remedy") == 1, "the Remedy and 1 drawn")
  assert(count("hand", 1) == 1 and not has_option("Tithe"))
end)

test("BW-11.5: while its faction is undetermined, Tithe is not offered", function()
  setup { players = 4, p1 = faction_seat("BW", { hero = { "Granary Steward" }, hand = { "Parry" } }),
          p3 = faction_seat("BW", "both") }
  assert(not has_option("Tithe"))
end)
