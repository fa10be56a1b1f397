-- Pyre Colossus (fire creature, cost 7, 7 stars, 7/6): 【Normal creature】

test("HY-3.3, HY-7.6, HY-7.8: 7 mana to summon; 7 stars, it cannot be set", function()
  setup { p1 = { hand = { "Pyre Colossus" }, vars = { mana = 6 } } }
  assert(not has_option("Summon Pyre Colossus") and not has_option("Set Pyre Colossus"))
  setup { p1 = { hand = { "Pyre Colossus" }, vars = { mana = 7 } } }
  act("Summon Pyre Colossus", 1)
  local c = find("Pyre Colossus", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and atk(c) == 7 and def(c) == 6 and get(c, "attribute") == "fire")
end)

test("HY-10.3, HY-10.4: blocked by Moss Tortoise and Dune Jackal in that order: 4 then 2, excess 1 lost; both slain", function()
  setup { p1 = { creature = { "Pyre Colossus" } }, p2 = { creature = { "Moss Tortoise", "Dune Jackal" } } }
  to_step(1, "battle")
  declare("Pyre Colossus", "P2 directly")
  pass(2)
  act("Moss Tortoise", 2); act("Dune Jackal", 2)
  act("Moss Tortoise", 1)                              -- P1 orders: the Tortoise first
  fight()
  assert(find("Moss Tortoise", 2, "graveyard") and find("Dune Jackal", 2, "graveyard"))
  assert(var(find("Pyre Colossus", 1, "creature"), "damage") == 3, "took 1 + 2")
  assert(pvar(2, "life") == 20, "excess damage is lost")
end)
