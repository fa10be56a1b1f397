-- Silk Broker (female, 3). Barter: once per play phase, you may give 1 hand card to another
-- character, then draw 1 card. An active skill (BW-12.6); "give" (BW-12.5).

test("BW-12.6, BW-12.5, BW-12.7: hidden, Barter reveals, gives the chosen card and draws 1", function()
  setup { players = 3, p1 = faction_seat("WB", { hero = { "Silk Broker" }, hand = { "Parry", "Remedy" } }) }
  stock(1)
  assert(decision_view(2).options == nil)
  act("Use skill Barter", 1)
  act("Main", 1)
  act("Remedy", 1)
  act("P3", 1)
  assert(count("hero_up", 1) == 1 and pvar(1, "mshow") == 1)
  assert(count("hand", 3) == 1 and card_name(cards("hand", 3)[1]) == "Remedy", "P3 has the Remedy")
  assert(count("hand", 1) == 2, "the Parry and the card drawn")
  assert(not has_option("Barter"), "once per play phase")
end)

test("BW-12.6: not offered with an empty hand", function()
  setup { players = 3, p1 = { hero_up = { "Silk Broker" }, vars = { mshow = 1 } } }
  assert(not has_option("Barter"))
end)
