-- Hive Drone (earth token, 1 star, 1/1): "(A token made by Hive Matron.)"

test("HY-12.8, HY-12.2: made by Hive Matron, the token has summoning sickness; next turn it attacks for 1", function()
  setup { p1 = { hand = { "Hive Matron" }, vars = { mana = 4 } } }
  act("Summon Hive Matron", 1)
  pass(2)
  local d = find("Hive Drone", 1, "creature")
  assert(d and atk(d) == 1 and def(d) == 1 and get(d, "attribute") == "earth", "a 1/1 earth token")
  to_step(1, "battle", 3)
  assert(not has_option("Declare an attack"), "entered this turn")
  to_step(1, "battle", 5)
  declare("Hive Drone", "P2 directly")
  fight()
  assert(pvar(2, "life") == 19, "P2 at " .. pvar(2, "life"))
end)

test("HY-12.8, HY-4.6: slain, it ceases to exist: it is not in the graveyard", function()
  setup { p1 = { creature = { "Hive Drone" } }, p2 = { creature = { "Reed Skimmer" } } }
  to_step(1, "battle")
  declare("Hive Drone", "Reed Skimmer")
  fight()
  assert(count("creature", 1) == 0, "slain")
  assert(count("graveyard", 1) == 0 and not find("Hive Drone", 1, "graveyard"), "no card in the graveyard")
end)

test("HY-2.4: a deck may not hold it; its [tokens] supply may", function()
  local main = "[main]\n3 4001 Cinder Pup\n3 4002 Moss Tortoise\n3 4003 Reed Skimmer\n3 4004 Dune Jackal\n3 4005 Lantern Owl\n"
    .. "3 4006 Gloom Stalker\n3 4007 Bastion Golem\n3 4008 Thunder Roc\n3 4009 Ember Duelist\n3 4010 Tidecaller Adept\n"
    .. "3 4011 Hive Matron\n3 4012 Storm Herald\n3 4013 Ashen Revenant\n3 4014 Prism Sentinel\n"
  assert(#deck_problems(main .. "[tokens]\n1 4029 Hive Drone\n") == 0, "42 cards and a token supply: legal")
  local p = deck_problems(main .. "1 4029 Hive Drone\n")
  assert(#p > 0 and p[1].rule == "HY-2.4", "rejected: " .. (p[1] and (p[1].rule .. " " .. p[1].message) or "nothing"))
end)
