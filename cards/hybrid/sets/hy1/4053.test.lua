-- Eternal Pact (continuous magic, 2 mana): "{2}, sacrifice a creature: draw 2 cards."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.13, HY-11.2: pay 2 and sacrifice a creature (to its owner's graveyard): draw 2", function()
  setup { p1 = { creature = { "Dune Jackal", "Cliff Ram" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 3 } } }
  act("Eternal Pact", 1)
  act("Dune Jackal", 1)                                -- the creature to sacrifice
  assert(find("Dune Jackal", 1, "graveyard") and pvar(1, "mana") == 1, "costs paid on activation")
  pass(2)
  assert(count("hand", 1) == 2, "drew 2")
  assert(find("Cliff Ram", 1, "creature") and find("Eternal Pact", 1, "magic"), "the Pact stays")
end)

test("HY-7.12, HY-7.13: not without a creature or 2 mana; once per turn", function()
  setup { p1 = { magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 9 } } }
  assert(not has_option("Eternal Pact"), "no creature to sacrifice")
  setup { p1 = { creature = { "Dune Jackal" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 1 } } }
  assert(not has_option("Eternal Pact"), "1 mana is not enough")
  setup { p1 = { creature = { "Dune Jackal", "Cliff Ram" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 9 } } }
  act("Eternal Pact", 1); act("Dune Jackal", 1); pass(2)
  assert(not has_option("Eternal Pact"), "once per turn by name")
end)

test("HY-12.8: a sacrificed token ceases to exist", function()
  setup { p1 = { hand = { "Cairn Ward" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 3 } } }
  act("Activate Cairn Ward", 1); pass(2)
  act("Eternal Pact", 1); pass(2)                      -- the Stone Spirit is the only creature
  assert(count("creature", 1) == 0 and count("hand", 1) == 2)
  assert(not find("Stone Spirit", 1, "graveyard"))
end)
