-- Dune Jackal (earth creature, cost 2, 2 stars, 2/2): 【Normal creature】

test("HY-10.2, HY-7.17: it attacks P2 directly: tapped, P2 loses 2; tapped, it cannot attack again", function()
  setup { p1 = { creature = { "Dune Jackal" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "P2 directly")
  assert(is_tapped(find("Dune Jackal", 1, "creature")), "attacking taps it")
  fight()
  assert(pvar(2, "life") == 18, "P2 at " .. pvar(2, "life"))
  assert(not has_option("Declare an attack"), "a tapped creature cannot attack")
end)

test("HY-10.4 (C8): it attacks Cinder Pup (2/1): each deals its ATK to the other; both are slain", function()
  setup { p1 = { creature = { "Dune Jackal" } }, p2 = { creature = { "Cinder Pup" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "Cinder Pup")
  fight()
  assert(find("Cinder Pup", 2, "graveyard"), "the Pup took 2")
  assert(find("Dune Jackal", 1, "graveyard"), "the Jackal took 2 back")
  assert(pvar(2, "life") == 20)
end)

test("HY-6.1, HY-7.17, HY-10.7: tapped by its attack, it stays tapped after it, and untaps in P1's next preparation phase", function()
  setup { p1 = { creature = { "Dune Jackal" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "P2 directly")
  fight()
  assert(is_tapped(find("Dune Jackal", 1, "creature")), "back from the attack, still tapped")
  to_step(2, "main1", 4)
  assert(is_tapped(find("Dune Jackal", 1, "creature")), "still tapped in P2's turn")
  to_step(1, "main1", 5)
  assert(not is_tapped(find("Dune Jackal", 1, "creature")), "untapped in P1's turn")
end)
