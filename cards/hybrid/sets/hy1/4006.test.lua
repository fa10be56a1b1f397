-- Gloom Stalker (dark creature, cost 3, 3 stars, 3/2): "{T}: Each opponent loses 1 life."

test("HY-7.13, HY-12.4, HY-1.1: tapped, each opponent (P2 and P3) loses 1 life; P1 does not", function()
  setup { players = 3, p1 = { creature = { "Gloom Stalker" } } }
  act("Gloom Stalker", 1)
  assert(is_tapped(find("Gloom Stalker", 1, "creature")), "tapped as the cost")
  pass(3)
  assert(pvar(2, "life") == 19 and pvar(3, "life") == 19, "P2 " .. pvar(2, "life") .. ", P3 " .. pvar(3, "life"))
  assert(pvar(1, "life") == 20)
end)

test("HY-12.2, HY-7.13: summoning sickness: the turn it is summoned it cannot pay {T}; next turn it can", function()
  setup { p1 = { hand = { "Gloom Stalker" }, vars = { mana = 3 } } }
  act("Summon Gloom Stalker", 1)
  assert(not has_option("Gloom Stalker"), "summoned this turn")
  to_step(1, "main1", 5)
  assert(has_option("Gloom Stalker"), "no longer sick")
end)

test("HY-7.13, HY-10.2: once tapped for its effect it cannot attack", function()
  setup { p1 = { creature = { "Gloom Stalker" } } }
  act("Gloom Stalker", 1)
  pass(2)
  to_step(1, "battle")
  assert(not has_option("Declare an attack"), "tapped")
  assert(pvar(2, "life") == 19)
end)

test("HY-8.4.2: speed 1: not offered in P2's turn", function()
  setup { active = 2, p1 = { creature = { "Gloom Stalker" } } }
  pass(1)
  assert(decision().player == 1 and not has_option("Gloom Stalker"))
end)
