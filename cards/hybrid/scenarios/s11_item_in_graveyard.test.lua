-- HY-S11: a normal item is in the graveyard before it resolves (HY-7.11; L113,
-- L226). Placeholders: Grave Tally = Scavenger's Ledger ("Draw 1 card for each
-- item card in your graveyard (at most 3)"), Healing Draught = Healing Salve.

test("HY-S11, HY-7.11: Scavenger's Ledger waits in the graveyard, counts itself and the Salve, and P1 draws 2", function()
  setup { p1 = { hand = { "Scavenger's Ledger" }, graveyard = { "Healing Salve" }, vars = { mana = 1 } } }
  act("Use Scavenger's Ledger", 1)
  assert(chain_size() == 1, "its link waits")
  assert(find("Scavenger's Ledger", 1, "graveyard") and count("graveyard", 1) == 2, "already in the graveyard")
  assert(pvar(1, "mana") == 0, "its cost was paid first")
  pass(2)
  assert(count("hand", 1) == 2, "drew 2: " .. count("hand", 1))
end)
