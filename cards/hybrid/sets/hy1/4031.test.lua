-- Stone Spirit (earth token, 1 star, 0/3): "Taunt (A token made by Cairn Ward.)"

test("HY-12.8, HY-12.1: Cairn Ward makes a 0/3 Stone Spirit with Taunt", function()
  setup { p1 = { hand = { "Cairn Ward" }, vars = { mana = 1 } } }
  act("Activate Cairn Ward", 1)
  pass(2)
  local s = find("Stone Spirit", 1, "creature")
  assert(s and is_token(s) and atk(s) == 0 and def(s) == 3 and has_keyword(s, "taunt"))
end)

test("HY-12.1, HY-10.3, HY-10.4: P2 cannot attack P1 directly; the Spirit blocks Dune Jackal: 0 ATK deals no damage", function()
  setup { active = 2, p1 = { creature = { "Stone Spirit" } }, p2 = { creature = { "Dune Jackal" } } }
  to_step(2, "battle")
  act("Declare an attack", 2)                          -- the Spirit is the Jackal's only target: it answers itself
  local j = find("Dune Jackal", 2, "creature")
  assert(var(j, "target") == find("Stone Spirit", 1, "creature"), "not P1 directly")
  fight({ "Stone Spirit" })
  assert(var(j, "damage") == 0, "ATK 0 deals no damage")
  assert(var(find("Stone Spirit", 1, "creature"), "damage") == 2, "took 2 of 3")
end)
