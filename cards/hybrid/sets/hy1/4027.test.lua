-- Sunscale Drake (fire creature, cost 4, 4 stars, 4/3): "When this creature is flipped: deal 2 damage to target creature."

test("HY-7.9.1, HY-9.2: flipped in P2's battle for 4 mana, it deals 2 to the attacking Dune Jackal, which is slain before damage", function()
  setup { active = 2, p1 = { creature = { { "Sunscale Drake", face_down = true, tapped = true } }, vars = { mana = 4 } },
          p2 = { creature = { "Dune Jackal" } } }
  to_step(2, "battle")
  declare("Dune Jackal", "P1 directly")
  pass(1)                                              -- P2 passes in the declared window
  act("Flip Sunscale Drake", 1)
  act("Dune Jackal", 1)                                -- the target
  assert(pvar(1, "mana") == 0 and chain_size() == 1, "paid 4; the trigger is a link")
  fight()
  assert(find("Dune Jackal", 2, "graveyard"), "2 damage, DEF 2")
  assert(pvar(1, "life") == 20, "the attacker was gone before damage")
end)

test("HY-7.6, HY-9.2: summoned, it is not flipped: no trigger", function()
  setup { p1 = { hand = { "Sunscale Drake" }, vars = { mana = 4 } }, p2 = { creature = { "Dune Jackal" } } }
  act("Summon Sunscale Drake", 1)
  assert(chain_size() == 0 and var(find("Dune Jackal", 2, "creature"), "damage") == 0)
end)

test("HY-7.9.1: flipped in P1's own turn it has no summoning sickness: it attacks at once", function()
  setup { p1 = { creature = { { "Sunscale Drake", face_down = true, tapped = true } }, vars = { mana = 4 } },
          p2 = { creature = { "Reed Skimmer" } } }
  act("Flip Sunscale Drake", 1)
  act("Reed Skimmer", 1)
  to_step(1, "battle")
  assert(find("Reed Skimmer", 2, "graveyard"), "2 damage, DEF 2")
  declare("Sunscale Drake", "P2 directly")
  fight()
  assert(pvar(2, "life") == 16, "P2 at " .. pvar(2, "life"))
end)
