-- HY-S15: artifacts, auras and equip (HY-7.14, HY-7.15; L62, L202, L218).
-- Placeholders: Rune Blade = Runed Cleaver (equip {1}, +2 ATK), Thorn Aura =
-- Thornmail Aura (+0/+2), Ashen Wolf = Dune Jackal (2/2), Stone Ox = Moss
-- Tortoise (1/4), Flash Strike = Sudden Spark.

test("HY-S15, HY-7.14, HY-7.15: Cleaver equipped, drops back when its creature dies, re-equipped; the aura goes to the graveyard", function()
  setup { p1 = { hand = { "Runed Cleaver", "Sudden Spark", "Thornmail Aura" }, creature = { "Dune Jackal", "Moss Tortoise" },
                 vars = { mana = 10 } },
          p2 = { creature = { "Thunder Roc" } } }
  act("Activate Runed Cleaver", 1)
  pass(2)
  local blade = find("Runed Cleaver", 1, "magic")
  assert(blade and pvar(1, "mana") == 8, "paid 2; in the magic zone")
  act("Equip", 1)
  act("Dune Jackal", 1)
  pass(2)
  local j = find("Dune Jackal", 1, "creature")
  assert(atk(j) == 4 and pvar(1, "mana") == 7, "equipped for 1: ATK 4")
  act("Activate Sudden Spark", 1)
  act("Dune Jackal", 1)
  pass(2)
  assert(find("Dune Jackal", 1, "graveyard"), "the Jackal is slain")
  assert(find("Runed Cleaver", 1, "magic") == blade and var(blade, "attached") == 0, "the Cleaver stays, unequipped")
  until_priority(1, "main2")
  act("Equip", 1)                                      -- its only target: the Tortoise
  pass(2)
  local t = find("Moss Tortoise", 1, "creature")
  assert(atk(t) == 3 and pvar(1, "mana") == 5, "re-equipped for 1: ATK 3")
  act("Activate Thornmail Aura", 1)
  act("Moss Tortoise", 1)
  pass(2)
  assert(def(t) == 6, "the aura: DEF 6")
  -- P2's Thunder Roc (ATK 6) attacks the Tortoise: it is slain.
  until_priority(2, "battle")
  act("Declare an attack", 2)
  act("Moss Tortoise", 2)
  until_priority(2, "battle")
  assert(find("Moss Tortoise", 1, "graveyard"), "the Tortoise is slain")
  assert(find("Thornmail Aura", 1, "graveyard"), "the aura goes to the graveyard")
  blade = find("Runed Cleaver", 1, "magic")
  assert(blade and var(blade, "attached") == 0, "the Cleaver drops back, unequipped")
end)
