-- Healing Salve (normal item, 1 mana): "Gain 3 life."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.11, HY-1.3: used in an opponent's main phase; in the graveyard before it resolves; life has no maximum", function()
  setup { p2 = { hand = { "Healing Salve" }, vars = { mana = 1 } } }
  pass(1)                                              -- P1 passes; P2 has priority in P1's main phase
  act("Use Healing Salve", 2)
  assert(chain_size() == 1 and find("Healing Salve", 2, "graveyard"), "already in the graveyard while on the chain")
  assert(pvar(2, "mana") == 0, "paid 1")
  pass(2)
  assert(pvar(2, "life") == 23, "20 + 3: " .. pvar(2, "life"))
end)

test("HY-7.11, HY-7.8: not in the battle phase (its text does not say so); an item cannot be set", function()
  setup { p1 = { hand = { "Healing Salve" }, vars = { mana = 1 } } }
  assert(has_option("Use Healing Salve") and not has_option("Set Healing Salve"))
  until_priority(1, "battle")
  assert(not has_option("Use Healing Salve"))
end)

test("HY-7.12: one use per turn by name", function()
  setup { p1 = { hand = { "Healing Salve", "Healing Salve" }, vars = { mana = 2 } } }
  act("Use Healing Salve", 1); pass(2)
  assert(pvar(1, "life") == 23 and not has_option("Use Healing Salve"))
end)

test("HY-8.4.2, HY-8.4.3, HY-8.1: a normal item (speed 2) answers a speed-1 link and resolves first", function()
  setup { p1 = { hand = { "Twin Visions" }, vars = { mana = 2 } }, p2 = { hand = { "Healing Salve" }, vars = { mana = 1 } } }
  act("Activate Twin Visions", 1)                      -- C0, speed 1
  assert(decision().player == 2 and has_option("Use Healing Salve"), "P2 may answer with the item")
  act("Use Healing Salve", 2)                          -- C1
  pass(2)
  assert(pvar(2, "life") == 23 and count("hand", 1) == 2)
end)
