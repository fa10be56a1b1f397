-- Sudden Spark (quick magic, 1 mana): "Deal 2 damage to target creature."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-3.5, HY-10.5: 2 damage slays a DEF 2 creature; a DEF 4 one keeps the damage until the end phase", function()
  setup { p1 = { hand = { "Sudden Spark" }, vars = { mana = 1, mana_max = 1 } },
          p2 = { creature = { "Dune Jackal", "Moss Tortoise" } } }
  act("Activate Sudden Spark", 1); act("Moss Tortoise", 1); pass(2)
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2, "Tortoise survives with 2 damage")
  until_priority(2, "main1")
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 0, "the damage wore off")
end)

test("HY-8.4.2, HY-10.8: from the hand in its owner's battle phase", function()
  setup { p1 = { hand = { "Sudden Spark" }, vars = { mana = 1 } }, p2 = { creature = { "Dune Jackal" } } }
  until_priority(1, "battle")
  act("Activate Sudden Spark", 1); pass(2)
  assert(find("Dune Jackal", 2, "graveyard"), "slain in the battle phase")
end)

test("HY-10.2.1, HY-10.4: a set creature can be targeted, and any damage slays it", function()
  setup { p1 = { hand = { "Sudden Spark" }, vars = { mana = 1 } },
          p2 = { creature = { { "Moss Tortoise", face_down = true, tapped = true } } } }
  act("Activate Sudden Spark", 1); pass(2)
  assert(find("Moss Tortoise", 2, "graveyard"), "the set Tortoise (DEF 4 face up) is slain")
end)

test("HY-7.9.2: set, it can be used in an opponent's turn; from the hand it cannot", function()
  setup { active = 2, turn = 4, p1 = { hand = { "Sudden Spark" }, magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 1 } },
          p2 = { creature = { "Dune Jackal" } } }
  pass(1)
  assert(decision().player == 1 and not has_option("Activate Sudden Spark"), "not from the hand in P2's turn")
  act("Activate the set", 1); pass(2)
  assert(find("Dune Jackal", 2, "graveyard") and pvar(1, "mana") == 0)
end)
