-- Scavenger's Ledger (normal item, 1 mana): "Draw 1 card for each item card in your graveyard (at most 3)."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.11: it is in the graveyard when it resolves, so it counts itself: 1 item there already, draw 2", function()
  setup { p1 = { hand = { "Scavenger's Ledger" }, graveyard = { "Healing Salve", "Twin Visions" }, vars = { mana = 1 } } }
  act("Use Scavenger's Ledger", 1); pass(2)
  assert(count("hand", 1) == 2, "Salve + Ledger (not the magic card): " .. count("hand", 1))
end)

test("HY-3.2: artifacts are item cards too; at most 3 cards are drawn", function()
  setup { p1 = { hand = { "Scavenger's Ledger" }, graveyard = { "Runed Cleaver", "Brass Juggernaut", "Mana Crystal" }, vars = { mana = 1 } } }
  act("Use Scavenger's Ledger", 1); pass(2)
  assert(count("hand", 1) == 3, "4 items, at most 3: " .. count("hand", 1))
end)

test("HY-4.2: only its user's own graveyard counts", function()
  setup { p1 = { hand = { "Scavenger's Ledger" }, vars = { mana = 1 } }, p2 = { graveyard = { "Healing Salve", "Mana Crystal" } } }
  act("Use Scavenger's Ledger", 1); pass(2)
  assert(count("hand", 1) == 1, "only itself: " .. count("hand", 1))
end)
