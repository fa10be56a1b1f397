-- Ashen Revenant (dark creature, cost 2, 2 stars, 2/1): "When this creature dies: draw 1 card."

test("HY-9.2, HY-11.2, HY-12.10: slain in battle, it dies: P1 draws 1 (the trigger looks back, HY-9.3)", function()
  setup { p1 = { creature = { "Ashen Revenant" } }, p2 = { creature = { "Reed Skimmer" } } }
  to_step(1, "battle")
  local hand = count("hand", 1)
  declare("Ashen Revenant", "P2 directly")
  fight({ "Reed Skimmer" })
  assert(find("Ashen Revenant", 1, "graveyard"), "slain by 1 damage")
  assert(count("hand", 1) == hand + 1, "drew 1")
end)

test("HY-11.2: slain by an effect's damage (Sudden Spark) it also dies: P1 draws 1", function()
  setup { p1 = { creature = { "Ashen Revenant" } }, p2 = { hand = { "Sudden Spark" }, vars = { mana = 1 } }, active = 2 }
  act("Activate Sudden Spark", 2)                      -- its only target: Ashen Revenant
  local hand = count("hand", 1)
  pass(2)
  assert(find("Ashen Revenant", 1, "graveyard"))
  to_step(2, "main1")
  assert(count("hand", 1) == hand + 1, "drew 1")
end)

test("HY-11.2, HY-12.11: sacrificed (Eternal Pact's cost), it does not die: no draw for it", function()
  setup { p1 = { creature = { "Ashen Revenant" }, magic = { { "Eternal Pact", vars = { live = 1 } } }, vars = { mana = 2 } } }
  local hand = count("hand", 1)
  act("Eternal Pact", 1)
  pass(2)
  assert(find("Ashen Revenant", 1, "graveyard"), "sacrificed")
  assert(count("hand", 1) == hand + 2, "only Eternal Pact's 2 cards: " .. (count("hand", 1) - hand))
end)
