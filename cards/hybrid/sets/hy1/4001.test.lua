-- Cinder Pup (fire creature, cost 1, 1 star, 2/1): 【Normal creature】

test("HY-7.6, HY-3.2, HY-3.5, HY-12.3: summoned for 1 mana, face up and untapped: a fire creature, 2/1, 1 star, no abilities", function()
  setup { p1 = { hand = { "Cinder Pup" }, vars = { mana = 2 } } }
  act("Summon Cinder Pup", 1)
  local c = find("Cinder Pup", 1, "creature")
  assert(c and not is_face_down(c) and not is_tapped(c), "face up and untapped in the creature zone")
  assert(pvar(1, "mana") == 1, "paid 1 of 2: " .. pvar(1, "mana"))
  assert(get(c, "attribute") == "fire" and get(c, "kind") == "creature" and stars(c) == 1, "a 1-star fire creature")
  assert(atk(c) == 2 and def(c) == 1, atk(c) .. "/" .. def(c))
  assert(#abilities(c) == 0, "a normal creature")
end)

test("HY-3.3, HY-7.5: with no mana it cannot be summoned, but it can be set (setting costs none, HY-7.8)", function()
  setup { p1 = { hand = { "Cinder Pup" }, vars = { mana = 0 } } }
  assert(not has_option("Summon Cinder Pup"), "its cost of 1 is not paid")
  act("Set Cinder Pup", 1)
  local c = find("Cinder Pup", 1, "creature")
  assert(c and is_face_down(c) and is_tapped(c), "set: face down and tapped")
  assert(pvar(1, "mana") == 0)
end)

test("HY-12.2, HY-10.2: summoning sickness: it cannot attack the turn it is summoned; next turn it deals 2 to P2", function()
  setup { p1 = { hand = { "Cinder Pup" }, vars = { mana = 1 } } }
  act("Summon Cinder Pup", 1)
  to_step(1, "battle", 3)
  assert(not has_option("Declare an attack"), "summoned this turn")
  to_step(1, "battle", 5)
  declare("Cinder Pup", "P2 directly")
  assert(is_tapped(find("Cinder Pup", 1, "creature")), "attacking taps it (HY-7.17)")
  to_step(1, "main2", 5)
  assert(pvar(2, "life") == 18, "P2 lost 2: " .. pvar(2, "life"))
end)

test("HY-10.4, HY-11.2: DEF 1: a blocker with ATK 1 slays it, and it goes to its owner's graveyard", function()
  setup { p1 = { creature = { "Cinder Pup" } }, p2 = { creature = { "Reed Skimmer" } } }
  to_step(1, "battle")
  declare("Cinder Pup", "P2 directly")
  pass(2)                                              -- the declared window
  act("Reed Skimmer", 2)                               -- Reed Skimmer (1/2) blocks
  to_step(1, "main2")
  assert(find("Cinder Pup", 1, "graveyard"), "took 1, DEF 1: slain")
  assert(find("Reed Skimmer", 2, "graveyard"), "took 2, DEF 2: slain")
  assert(pvar(2, "life") == 20, "blocked: no damage to P2")
end)
