-- Storm Herald (wind creature, cost 5, 5 stars, 4/4): "When this creature attacks: each opponent loses 1 life."

test("HY-9.2, HY-10.2: it attacks P2: P2 and P3 each lose 1 from the trigger, then P2 loses 4", function()
  setup { players = 3, p1 = { creature = { "Storm Herald" } } }
  to_step(1, "battle")
  declare("Storm Herald", "P2 directly")
  assert(chain_size() == 1, "the trigger is on the chain")
  pass(3)
  assert(pvar(2, "life") == 19 and pvar(3, "life") == 19, "the trigger resolved")
  fight()
  assert(pvar(2, "life") == 15 and pvar(3, "life") == 19 and pvar(1, "life") == 20)
end)

test("HY-9.2: the trigger also fires when it attacks a creature", function()
  setup { p1 = { creature = { "Storm Herald" } }, p2 = { creature = { "Moss Tortoise" } } }
  to_step(1, "battle")
  declare("Storm Herald", "Moss Tortoise")
  fight()
  assert(pvar(2, "life") == 19, "P2 lost 1: " .. pvar(2, "life"))
  assert(find("Moss Tortoise", 2, "graveyard"), "4 damage to DEF 4")
end)

test("HY-12.2: summoned this turn, it cannot attack, so nothing triggers", function()
  setup { p1 = { hand = { "Storm Herald" }, vars = { mana = 5 } } }
  act("Summon Storm Herald", 1)
  to_step(1, "battle")
  assert(not has_option("Declare an attack") and pvar(2, "life") == 20)
end)
