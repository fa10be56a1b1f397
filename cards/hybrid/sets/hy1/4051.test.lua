-- War Banner (continuous magic, 3 mana): "Creatures you control get +1 ATK."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.10, HY-11.1: it stays in the magic zone and works once it resolved: own creatures +1 ATK, not the opponent's", function()
  setup { p1 = { hand = { "War Banner" }, creature = { "Dune Jackal" }, vars = { mana = 3 } },
          p2 = { creature = { "Cliff Ram" } } }
  act("Activate War Banner", 1)
  assert(atk(find("Dune Jackal", 1, "creature")) == 2, "on the chain it does nothing yet")
  pass(2)
  assert(find("War Banner", 1, "magic") and not find("War Banner", 1, "graveyard"), "it stays on the field")
  assert(atk(find("Dune Jackal", 1, "creature")) == 3, "Jackal 2 + 1")
  assert(atk(find("Cliff Ram", 2, "creature")) == 3, "P2's Ram unchanged")
end)

test("HY-11.1, HY-7.8: a creature that enters later gets it too; a set creature does not", function()
  setup { p1 = { hand = { "Magma Hound" }, creature = { { "Cliff Ram", face_down = true, tapped = true } },
                 magic = { { "War Banner", vars = { live = 1 } } }, vars = { mana = 2 } } }
  act("Summon Magma Hound", 1)
  assert(atk(find("Magma Hound", 1, "creature")) == 4, "3 + 1")
  assert(atk(find("Cliff Ram", 1, "creature")) == 0, "a set creature has no ATK")
end)

test("HY-7.9.3: set, it is flipped for its cost in its controller's main phase and then works", function()
  setup { p1 = { creature = { "Dune Jackal" }, magic = { { "War Banner", face_down = true } }, vars = { mana = 3 } } }
  assert(atk(find("Dune Jackal", 1, "creature")) == 2, "set: no effect")
  act("Activate the set", 1); pass(2)
  assert(atk(find("Dune Jackal", 1, "creature")) == 3 and pvar(1, "mana") == 0)
end)
