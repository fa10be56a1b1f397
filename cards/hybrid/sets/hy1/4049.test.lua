-- Veil of Mist (quick magic, 1 mana): "Target creature you control gets +0/+3 until end of turn."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.9.2, HY-10.3, HY-10.4: set, it saves a blocker in the opponent's battle", function()
  setup { p1 = { creature = { "Cliff Ram" } },
          p2 = { creature = { "Dune Jackal" }, magic = { { "Veil of Mist", face_down = true } }, vars = { mana = 1 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1); act("P2 directly", 1)
  pass(2)                                              -- the declared window
  act("Dune Jackal", 2)                                -- P2 blocks with the Jackal
  pass(1)                                              -- P1 passes after the blocks
  act("Activate the set", 2)                           -- Veil of Mist on the Jackal
  pass(2)
  local j = find("Dune Jackal", 2, "creature")
  assert(j and def(j) == 5, "2 + 3 DEF")
  until_priority(1, "battle")
  j = find("Dune Jackal", 2, "creature")
  assert(j and var(j, "damage") == 3, "took 3 and survived")
  assert(pvar(2, "mana") == 0, "P2 paid from the pool in P1's turn (HY-7.4)")
end)

test("HY-8.6: only a creature its user controls is a target", function()
  setup { p1 = { hand = { "Veil of Mist" }, vars = { mana = 1 } }, p2 = { creature = { "Dune Jackal" } } }
  assert(not has_option("Activate Veil of Mist"), "P1 controls no creature")
end)

test("HY-9.4: the DEF bonus ends in the end phase", function()
  setup { p1 = { hand = { "Veil of Mist" }, creature = { "Dune Jackal" }, vars = { mana = 1 } } }
  act("Activate Veil of Mist", 1); pass(2)
  assert(def(find("Dune Jackal", 1, "creature")) == 5)
  until_priority(2, "main1")
  assert(def(find("Dune Jackal", 1, "creature")) == 2)
end)
