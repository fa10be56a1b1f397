-- Wildfire Surge (normal magic, 3 mana): "Deal 2 damage to each creature your opponents control."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-3.5, HY-10.4, HY-1.1: 2 damage to every opponent's creature, in a 4-player game; DEF decides who survives", function()
  setup { players = 4, p1 = { hand = { "Wildfire Surge" }, creature = { "Dune Jackal" }, vars = { mana = 3 } },
          p2 = { creature = { "Moss Tortoise", "Reed Skimmer" } },
          p3 = { creature = { { "Cliff Ram", face_down = true, tapped = true } } },
          p4 = { creature = { "Magma Hound" } } }
  act("Activate Wildfire Surge", 1)
  pass(4)
  local t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 2, "Tortoise (DEF 4) survives with 2 damage")
  assert(find("Reed Skimmer", 2, "graveyard") and find("Magma Hound", 4, "graveyard"), "DEF 2 and DEF 1 are slain")
  assert(find("Cliff Ram", 3, "graveyard"), "a set creature is slain by any damage")
  local j = find("Dune Jackal", 1, "creature")
  assert(j and var(j, "damage") == 0, "P1's own creature is untouched")
  assert(find("Wildfire Surge", 1, "graveyard"))
end)

test("HY-10.5: the damage wears off in the end phase", function()
  setup { p1 = { hand = { "Wildfire Surge" }, vars = { mana = 3 } }, p2 = { creature = { "Moss Tortoise" } } }
  act("Activate Wildfire Surge", 1); pass(2)
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2)
  until_priority(2, "main1")
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 0, "no damage left in the next turn")
end)
