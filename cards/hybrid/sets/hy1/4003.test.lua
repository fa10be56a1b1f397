-- Reed Skimmer (water creature, cost 1, 1 star, 1/2): 【Normal creature】

test("HY-7.8, HY-12.7, HY-12.6: set for no mana: face down and tapped; it shows no ATK or DEF", function()
  setup { p1 = { hand = { "Reed Skimmer" }, vars = { mana = 1 } } }
  act("Set Reed Skimmer", 1)
  local c = find("Reed Skimmer", 1, "creature")
  assert(c and is_face_down(c) and is_tapped(c), "face down, tapped")
  assert(pvar(1, "mana") == 1, "setting costs no mana")
  assert(atk(c) == 0 and def(c) == 0, "no stats while face down")
end)

test("HY-7.9.1, HY-10.3: set, it cannot block; flipped for 1 mana in P1's battle, it is untapped and blocks", function()
  setup { p1 = { creature = { "Dune Jackal" } },
          p2 = { creature = { { "Reed Skimmer", face_down = true, tapped = true } }, vars = { mana = 1 } } }
  to_step(1, "battle")
  declare("Dune Jackal", "P2 directly")
  pass(1)                                              -- the declared window: P1 passes
  act("Flip Reed Skimmer", 2)
  local c = find("Reed Skimmer", 2, "creature")
  assert(not is_face_down(c) and not is_tapped(c), "face up and untapped")
  assert(pvar(2, "mana") == 0, "paid its cost of 1")
  assert(atk(c) == 1 and def(c) == 2, atk(c) .. "/" .. def(c))
  fight({ "Reed Skimmer" })
  assert(find("Reed Skimmer", 2, "graveyard"), "took 2: slain")
  assert(var(find("Dune Jackal", 1, "creature"), "damage") == 1, "it dealt 1 back")
  assert(pvar(2, "life") == 20, "the attack was blocked")
end)

test("HY-7.8, HY-10.3: left face down, it cannot block: P2 takes the damage", function()
  setup { p1 = { creature = { "Dune Jackal" } },
          p2 = { creature = { { "Reed Skimmer", face_down = true, tapped = true } }, vars = { mana = 1 } } }
  to_step(1, "battle")
  declare("Dune Jackal", "P2 directly")
  fight()
  assert(pvar(2, "life") == 18, "unblocked: " .. pvar(2, "life"))
  assert(is_face_down(find("Reed Skimmer", 2, "creature")))
end)

test("HY-10.4: attacked while set, it deals no damage back and any damage slays it", function()
  setup { p1 = { creature = { "Cinder Pup" } }, p2 = { creature = { { "Reed Skimmer", face_down = true, tapped = true } } } }
  to_step(1, "battle")
  declare("Cinder Pup", "Reed Skimmer")
  fight()
  assert(find("Reed Skimmer", 2, "graveyard"), "slain")
  assert(var(find("Cinder Pup", 1, "creature"), "damage") == 0, "a set creature deals none")
end)
