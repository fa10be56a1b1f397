-- Hive Matron (earth creature, cost 4, 4 stars, 2/3): "When this creature is summoned: create a 1/1 Hive Drone token."

test("HY-9.2, HY-12.8: summoned: a 1/1 Hive Drone token enters P1's creature zone", function()
  setup { p1 = { hand = { "Hive Matron" }, vars = { mana = 4 } } }
  act("Summon Hive Matron", 1)
  pass(2)
  local d = find("Hive Drone", 1, "creature")
  assert(d and is_token(d) and atk(d) == 1 and def(d) == 1, "a 1/1 token")
  assert(count("creature", 1) == 2)
end)

test("HY-4.4, HY-12.8: as the 5th creature, its token still enters: tokens do not count toward the cap", function()
  setup { p1 = { hand = { "Hive Matron", "Cinder Pup" },
                 creature = { "Dune Jackal", "Dune Jackal", "Moss Tortoise", "Reed Skimmer" }, vars = { mana = 5 } } }
  act("Summon Hive Matron", 1)
  pass(2)
  assert(find("Hive Drone", 1, "creature") and count("creature", 1) == 6, count("creature", 1) .. " creatures")
  assert(not has_option("Summon Cinder Pup"), "5 non-token creatures: no 6th")
end)

test("HY-7.9.1 (C2): flipped from set, it is not summoned: no token", function()
  setup { p1 = { creature = { { "Hive Matron", face_down = true, tapped = true } }, vars = { mana = 4 } } }
  act("Flip Hive Matron", 1)
  to_step(1, "battle")
  assert(not find("Hive Drone", 1, "creature") and count("creature", 1) == 1)
end)
