-- Bone Collector (dark creature, cost 3, 3 stars, 2/3): "Whenever another creature dies: gain 1 life."

test("HY-9.2, HY-11.2, HY-7.12: Dune Jackal and P2's Cinder Pup slay each other: it triggers once per turn, P1 gains 1", function()
  setup { p1 = { creature = { "Bone Collector", "Dune Jackal" } }, p2 = { creature = { "Cinder Pup" } } }
  to_step(1, "battle")
  declare("Dune Jackal", "Cinder Pup")
  fight()
  assert(find("Dune Jackal", 1, "graveyard") and find("Cinder Pup", 2, "graveyard"))
  assert(pvar(1, "life") == 21, "two deaths, one use of the name this turn: life " .. pvar(1, "life"))
end)

test("HY-9.2: its own death gains nothing", function()
  setup { p1 = { creature = { "Bone Collector" } }, p2 = { creature = { "Thunder Roc" } } }
  to_step(1, "battle")
  declare("Bone Collector", "Thunder Roc")
  fight()
  assert(find("Bone Collector", 1, "graveyard") and pvar(1, "life") == 20)
end)

test("HY-11.2, HY-12.11: a sacrificed creature does not die: no life", function()
  setup { p1 = { creature = { "Bone Collector", "Cinder Pup" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 2 } } }
  act("Eternal Pact", 1)
  if decision().kind ~= "priority" then act("Cinder Pup", 1) end
  pass(2)
  assert(find("Cinder Pup", 1, "graveyard") and pvar(1, "life") == 20, "life " .. pvar(1, "life"))
end)
