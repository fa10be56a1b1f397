-- Sky Lancer (wind creature, cost 2, 2 stars, 2/1): "While attacking, this creature gets +1 ATK."

test("HY-11.1: 2/1 when not attacking; 3 ATK while attacking: P2 loses 3; back to 2 after the attack", function()
  setup { p1 = { creature = { "Sky Lancer" } } }
  local c = find("Sky Lancer", 1, "creature")
  assert(atk(c) == 2 and def(c) == 1)
  to_step(1, "battle")
  declare("Sky Lancer", "P2 directly")
  assert(atk(c) == 3, "attacking: " .. atk(c))
  fight()
  assert(pvar(2, "life") == 17, "P2 at " .. pvar(2, "life"))
  assert(atk(c) == 2, "no longer attacking: " .. atk(c))
end)

test("HY-10.3, HY-10.4: blocking is not attacking: it blocks Moss Tortoise (1/4) with 2 ATK, and dies", function()
  setup { active = 2, p1 = { creature = { "Sky Lancer" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(2, "battle")
  declare("Moss Tortoise", "P1 directly")
  fight({ "Sky Lancer" })
  assert(find("Sky Lancer", 1, "graveyard"), "took 1, DEF 1")
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2, "dealt 2, not 3")
end)

test("HY-10.4: attacking Moss Tortoise (1/4), its 3 ATK does not slay it; it takes 1 and is slain", function()
  setup { p1 = { creature = { "Sky Lancer" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(1, "battle")
  declare("Sky Lancer", "Moss Tortoise")
  fight()
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 3)
  assert(find("Sky Lancer", 1, "graveyard"))
end)
