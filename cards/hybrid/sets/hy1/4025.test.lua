-- Cliff Ram (earth creature, cost 3, 3 stars, 3/3): 【Normal creature】

test("HY-10.3, HY-10.4: blocked by Cinder Pup then Reed Skimmer: 1 and 2 damage; it takes 2 + 1 = 3 and all three are slain", function()
  setup { p1 = { creature = { "Cliff Ram" } }, p2 = { creature = { "Cinder Pup", "Reed Skimmer" } } }
  to_step(1, "battle")
  declare("Cliff Ram", "P2 directly")
  pass(2)
  act("Cinder Pup", 2); act("Reed Skimmer", 2)
  act("Cinder Pup", 1)                                 -- P1's order: the Pup first
  fight()
  assert(find("Cinder Pup", 2, "graveyard") and find("Reed Skimmer", 2, "graveyard"))
  assert(find("Cliff Ram", 1, "graveyard"), "3 damage, DEF 3")
  assert(pvar(2, "life") == 20)
end)

test("HY-7.6: summoned for 3: an earth creature, 3/3, 3 stars", function()
  setup { p1 = { hand = { "Cliff Ram" }, vars = { mana = 3 } } }
  act("Summon Cliff Ram", 1)
  local c = find("Cliff Ram", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and atk(c) == 3 and def(c) == 3 and stars(c) == 3 and get(c, "attribute") == "earth")
end)
