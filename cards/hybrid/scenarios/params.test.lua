-- The ruleset's parameters (§13.3), each read the other way: the readings of
-- C9 (quick_from_hand_any_turn), C8 (attacked_deals_back), HY-7.12
-- (equip_counts_once), and the numbers.

test("C9, HY-8.4.2: quick magic from the hand only in one's own turn; quick_from_hand_any_turn = 1 allows any turn", function()
  for _, v in ipairs({ 0, 1 }) do
    setup { params = { quick_from_hand_any_turn = v }, p1 = { creature = { "Cinder Pup" } },
            p2 = { hand = { "Sudden Spark" }, vars = { mana = 1 } } }
    pass(1)                                            -- P2 has priority in P1's main phase
    assert(decision().player == 2)
    assert(has_option("Activate Sudden Spark") == (v == 1), "quick_from_hand_any_turn = " .. v)
  end
  act("Activate Sudden Spark", 2)
  pass(2)
  assert(find("Cinder Pup", 1, "graveyard"), "it works in P1's turn")
end)

test("C8, HY-10.4: an attacked creature deals damage back; attacked_deals_back = 0: it does not", function()
  for _, v in ipairs({ 1, 0 }) do
    setup { params = { attacked_deals_back = v }, p1 = { creature = { "Cliff Ram" } }, p2 = { creature = { { "Dune Jackal", tapped = true } } } }
    until_priority(1, "battle")
    act("Declare an attack", 1)
    act("Dune Jackal", 1)
    until_priority(1, "battle")
    assert(find("Dune Jackal", 2, "graveyard"), "the Jackal is slain")
    local ram = find("Cliff Ram", 1, "creature")
    assert(var(ram, "damage") == (v == 1 and 2 or 0), "attacked_deals_back = " .. v .. ": the Ram took " .. var(ram, "damage"))
  end
end)

test("HY-7.12: equipping does not use the artifact's name; equip_counts_once = 1: it does", function()
  setup { p1 = { hand = { "Runed Cleaver" }, creature = { "Dune Jackal", "Cinder Pup" }, vars = { mana = 10 } } }
  act("Activate Runed Cleaver", 1)
  pass(2)
  act("Equip", 1); act("Dune Jackal", 1); pass(2)
  assert(has_option("Equip"), "default: it may be moved again this turn")
  act("Equip", 1); pass(2)                             -- its only new target: the Pup
  assert(atk(find("Cinder Pup", 1, "creature")) == 4, "moved to the Pup")

  setup { params = { equip_counts_once = 1 }, p1 = { hand = { "Runed Cleaver" }, creature = { "Dune Jackal", "Cinder Pup" }, vars = { mana = 10, mana_max = 9 } } }
  act("Activate Runed Cleaver", 1)
  pass(2)
  assert(not has_option("Equip"), "equip_counts_once = 1: the activation used the name this turn")
  until_priority(2, "main1")
  until_priority(1, "main1")
  act("Equip", 1); act("Dune Jackal", 1); pass(2)
  assert(atk(find("Dune Jackal", 1, "creature")) == 4, "equipped next turn")
  assert(not has_option("Equip"), "and not again that turn")
end)

test("§13.3, HY-1.3, HY-5.2, HY-5.3, HY-1.1: starting_life, opening_hand, max_mulligans, first_player", function()
  setup { params = { starting_life = 30, opening_hand = 7, max_mulligans = 1, first_player = 2 } }
  open()
  assert(gvar("first") == 2 and active_player() == 2, "first_player = 2")
  assert(pvar(1, "life") == 30 and pvar(2, "life") == 30, "starting_life = 30")
  assert(count("hand", 1) == 7 and count("hand", 2) == 7, "opening_hand = 7")
  assert(decision().player == 2, "P2, the first player, decides first")
  act("Yes", 2)
  assert(count("hand", 2) == 7)
  assert(decision().player == 1, "max_mulligans = 1: no second mulligan for P2")
  act("No", 1)
end)

test("§13.3, HY-6.3, HY-7.2: hand_limit = 4 and mana_cap = 3", function()
  setup { params = { hand_limit = 4, mana_cap = 3 }, active = 2,
          p1 = { vars = { mana = 0, mana_max = 3 } }, p2 = { hand = { "Cinder Pup", "Cinder Pup", "Cinder Pup", "Cinder Pup", "Cinder Pup" } } }
  until_priority(2, "end")
  pass(2)
  assert(decision().player == 2 and decision().prompt:find("4", 1, true), "P2 discards down to 4: " .. decision().prompt)
  answer(1)
  assert(count("hand", 2) == 4)
  until_priority(1, "main1")
  assert(pvar(1, "mana_max") == 3 and pvar(1, "mana") == 3, "mana_cap = 3")
end)

test("§13.3, HY-4.4, HY-7.8: creature_cap = 2, set_magic_cap = 1, max_set_creature_stars = 2", function()
  setup { params = { creature_cap = 2, set_magic_cap = 1, max_set_creature_stars = 2 },
          p1 = { creature = { "Cinder Pup" }, hand = { "Dune Jackal", "Cliff Ram", "Twin Visions", "Sudden Spark" }, vars = { mana = 10 } } }
  assert(not has_option("Set Cliff Ram"), "3 stars > 2")
  act("Set Dune Jackal", 1)
  assert(not has_option("Summon Cliff Ram"), "creature_cap = 2")
  act("Set Twin Visions", 1)
  assert(not has_option("Set Sudden Spark"), "set_magic_cap = 1")
end)
