-- Runed Cleaver (artifact, 2 mana, equip cost 1): "Equip {1}. Equipped creature gets +2 ATK."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.10, HY-7.14: paid into the magic zone it stays, unequipped; equipping costs 1 and gives +2 ATK", function()
  setup { p1 = { hand = { "Runed Cleaver" }, creature = { "Dune Jackal" }, vars = { mana = 5 } } }
  act("Activate Runed Cleaver", 1)
  pass(2)
  local c = find("Runed Cleaver", 1, "magic")
  local j = find("Dune Jackal", 1, "creature")
  assert(c and not is_face_down(c), "it stays in the magic zone after resolving")
  assert(pvar(1, "mana") == 3 and atk(j) == 2, "paid 2; nothing equipped yet")
  act("Runed Cleaver", 1)                              -- its Equip
  pass(2)
  assert(pvar(1, "mana") == 2, "the equip cost is 1: " .. pvar(1, "mana"))
  assert(atk(j) == 4 and def(j) == 2, "Jackal 4/2: " .. atk(j) .. "/" .. def(j))
end)

test("HY-7.14, HY-4.1: the equipped creature dies: the artifact stays, unequipped, and can be equipped again", function()
  setup { p1 = { hand = { "Runed Cleaver", "Sudden Spark" }, creature = { "Dune Jackal", "Moss Tortoise" },
                 vars = { mana = 9 } } }
  act("Activate Runed Cleaver", 1); pass(2)
  act("Runed Cleaver", 1); act("Dune Jackal", 1); pass(2)
  assert(atk(find("Dune Jackal", 1, "creature")) == 4)
  act("Activate Sudden Spark", 1); act("Dune Jackal", 1); pass(2)
  assert(find("Dune Jackal", 1, "graveyard"), "the Jackal was slain")
  local c = find("Runed Cleaver", 1, "magic")
  assert(c and var(c, "attached") == 0, "the Cleaver drops back into the magic zone, unequipped")
  act("Runed Cleaver", 1); pass(2)                     -- its only creature left: Moss Tortoise
  assert(atk(find("Moss Tortoise", 1, "creature")) == 3, "re-equipped: Tortoise 1 + 2")
end)

test("HY-7.8, HY-7.14, HY-8.4.2: an artifact cannot be set; equipping only in its controller's main phase", function()
  setup { p1 = { hand = { "Runed Cleaver" }, creature = { "Dune Jackal" }, vars = { mana = 5 } } }
  assert(has_option("Activate Runed Cleaver") and not has_option("Set Runed Cleaver"), "items cannot be set")
  act("Activate Runed Cleaver", 1); pass(2)
  until_priority(1, "battle")
  assert(not has_option("Runed Cleaver"), "no equipping in the battle phase")
  until_priority(2, "main1")
  assert(not has_option("Runed Cleaver"), "P2 cannot use P1's artifact")
end)
