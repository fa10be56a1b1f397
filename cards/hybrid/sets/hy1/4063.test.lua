-- Smoke Bomb (normal item, 1 mana): "This item can be used in the battle phase. Target creature gets -2 ATK until end of turn."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.11, L226: usable in the opponent's battle phase: the attacker deals 2 less", function()
  setup { p1 = { creature = { "Cliff Ram" } }, p2 = { hand = { "Smoke Bomb", "Healing Salve" }, vars = { mana = 2 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)                          -- the Ram at P2
  pass(1)
  assert(decision().player == 2 and not has_option("Use Healing Salve"), "a plain item: not in the battle phase")
  act("Use Smoke Bomb", 2)                             -- its one target: the Ram
  pass(2)
  assert(atk(find("Cliff Ram", 1, "creature")) == 1)
  until_priority(1, "battle")
  assert(pvar(2, "life") == 19, "P2 took 1: " .. pvar(2, "life"))
end)

test("HY-11.1, HY-10.4, HY-9.4: ATK below 0 counts as 0 and deals no damage; the change ends at end of turn", function()
  setup { p1 = { creature = { "Reed Skimmer" } }, p2 = { hand = { "Smoke Bomb" }, vars = { mana = 1 } } }
  until_priority(1, "battle")
  act("Declare an attack", 1)
  pass(1)
  act("Use Smoke Bomb", 2); pass(2)
  local s = find("Reed Skimmer", 1, "creature")
  assert(atk(s) == 0, "1 - 2 counts as 0")
  until_priority(1, "battle")
  assert(pvar(2, "life") == 20, "no damage")
  until_priority(2, "main1")
  assert(atk(find("Reed Skimmer", 1, "creature")) == 1, "back to 1")
end)

test("HY-7.11: also in any main phase; set creatures are no targets", function()
  setup { p1 = { hand = { "Smoke Bomb" }, vars = { mana = 1 } }, p2 = { creature = { { "Cliff Ram", face_down = true, tapped = true } } } }
  assert(not has_option("Use Smoke Bomb"), "no face-up creature")
  setup { p1 = { hand = { "Smoke Bomb" }, vars = { mana = 1 } }, p2 = { creature = { "Cliff Ram" } } }
  act("Use Smoke Bomb", 1); pass(2)
  assert(atk(find("Cliff Ram", 2, "creature")) == 1 and find("Smoke Bomb", 1, "graveyard"))
end)
