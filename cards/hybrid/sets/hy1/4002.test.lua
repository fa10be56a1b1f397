-- Moss Tortoise (earth creature, cost 2, 2 stars, 1/4): 【Normal creature】

test("HY-7.6, HY-3.5: summoned for 2 mana: an earth creature, 1/4", function()
  setup { p1 = { hand = { "Moss Tortoise" }, vars = { mana = 2 } } }
  act("Summon Moss Tortoise", 1)
  local c = find("Moss Tortoise", 1, "creature")
  assert(c and pvar(1, "mana") == 0, "paid 2")
  assert(get(c, "attribute") == "earth" and atk(c) == 1 and def(c) == 4, atk(c) .. "/" .. def(c))
end)

test("HY-10.3, HY-10.4: it blocks Dune Jackal: takes 2 of DEF 4 and survives, deals 1 back; blocking does not tap it", function()
  setup { p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "P2 directly")
  fight({ "Moss Tortoise" })
  local t, j = find("Moss Tortoise", 2, "creature"), find("Dune Jackal", 1, "creature")
  assert(t and var(t, "damage") == 2 and not is_tapped(t), "survives with 2 damage, untapped (HY-7.17)")
  assert(j and var(j, "damage") == 1, "the Jackal took 1")
  assert(pvar(2, "life") == 20)
end)

test("HY-10.5, HY-3.5: its damage is removed in the end phase; next turn 2 more damage does not slay it", function()
  setup { p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "Moss Tortoise")
  fight()
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2, "2 damage this turn")
  to_step(1, "battle", 5)
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 0, "removed at the end of turn 3")
  declare("Dune Jackal", "Moss Tortoise")
  fight()
  local t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 2, "alive with 2 damage, not 4")
end)
