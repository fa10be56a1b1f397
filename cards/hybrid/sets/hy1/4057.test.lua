-- Volcanic Caldera (field magic, 2 mana): "Fire creatures get +1 ATK."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.10, HY-11.1: it goes to the field zone and stays; every player's fire creatures get +1 ATK, others not", function()
  setup { p1 = { hand = { "Volcanic Caldera" }, creature = { "Cinder Pup", "Dune Jackal" }, vars = { mana = 2 } },
          p2 = { creature = { "Magma Hound" } } }
  act("Activate Volcanic Caldera", 1)
  assert(find("Volcanic Caldera", 1, "field"), "it waits in the field zone, not the magic zone")
  pass(2)
  assert(find("Volcanic Caldera", 1, "field"), "it stays")
  assert(atk(find("Cinder Pup", 1, "creature")) == 3, "P1's fire Pup 2 + 1")
  assert(atk(find("Magma Hound", 2, "creature")) == 4, "P2's fire Hound 3 + 1")
  assert(atk(find("Dune Jackal", 1, "creature")) == 2, "an earth creature is unchanged")
end)

test("HY-4.3: a new field magic replaces it; it goes to the graveyard and its effect ends", function()
  setup { p1 = { hand = { "Sunken Library" }, creature = { "Cinder Pup" },
                 field = { { "Volcanic Caldera", vars = { live = 1 } } }, vars = { mana = 3 } } }
  assert(atk(find("Cinder Pup", 1, "creature")) == 3)
  act("Activate Sunken Library", 1); pass(2)
  assert(find("Volcanic Caldera", 1, "graveyard") and find("Sunken Library", 1, "field"))
  assert(atk(find("Cinder Pup", 1, "creature")) == 2)
end)

test("HY-7.8, HY-7.9.3: set only in the field zone, for no mana; flipped in its controller's main phase, not in an opponent's turn", function()
  setup { p1 = { hand = { "Volcanic Caldera" }, creature = { "Cinder Pup" }, vars = { mana = 2, mana_max = 2 } } }
  act("Set Volcanic Caldera", 1)
  local c = find("Volcanic Caldera", 1, "field")
  assert(c and is_face_down(c) and pvar(1, "mana") == 2, "set face down in the field zone")
  assert(atk(find("Cinder Pup", 1, "creature")) == 2, "set: no effect")
  until_priority(2, "main1")
  pass(1)
  assert(decision().player == 1 and not has_option("Activate the set"), "not in P2's turn")
  until_priority(1, "main1")
  act("Activate the set", 1); pass(2)
  assert(atk(find("Cinder Pup", 1, "creature")) == 3)
end)
