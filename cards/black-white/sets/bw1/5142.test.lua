-- Anvil Smith (male, 4). Reforge: once per play phase, you may discard 1 equipment card from your
-- hand to draw 2 cards. An active skill (BW-12.6).

test("BW-12.6, BW-12.7: hidden, Reforge reveals, discards an equipment card from the hand and draws 2", function()
  setup { players = 3, p1 = faction_seat("BW", { hero = { "Anvil Smith" }, hand = { "Moon Axe", "Parry" } }) }
  stock(2)
  assert(has_option("Use skill Reforge") and decision_view(2).options == nil)
  act("Use skill Reforge", 1)
  act("Main", 1)                               -- the only equipment card goes unasked
  assert(count("hero_up", 1) == 1 and count("discard") == 1 and count("hand", 1) == 3)
  assert(#in_hand(1, "equip") == 0 and not has_option("Reforge"))
end)

test("BW-12.6: not offered without an equipment card in hand (an equipped one does not count)", function()
  setup { players = 3, p1 = { hero_up = { "Anvil Smith" }, hand = { "Parry" }, equip = { "Moon Axe" }, vars = { mshow = 1 } } }
  assert(not has_option("Reforge"))
end)
