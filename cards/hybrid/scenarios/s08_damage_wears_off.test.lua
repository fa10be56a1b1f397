-- HY-S08: damage stays for the turn and wears off in the end phase (HY-3.5,
-- HY-10.5; L137, L253, L292). Placeholders: Stone Ox = Moss Tortoise (1/4),
-- Flash Strike = Sudden Spark ("Deal 2 damage to target creature").
-- The scenario's two Flash Strikes in one turn come from two players here:
-- HY-7.12 lets P1 use the name only once per turn.

test("HY-S08, HY-3.5, HY-10.4: 2 damage leaves the Tortoise alive; 2 more in the same turn reach DEF 4 and slay it", function()
  setup { players = 3, p1 = { hand = { "Sudden Spark", "Sudden Spark" }, vars = { mana = 2 } },
          p2 = { creature = { "Moss Tortoise" } },
          p3 = { magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 1 } } }
  act("Activate Sudden Spark", 1)
  -- its only target: Moss Tortoise
  pass(3)
  local t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 2, "2 damage of DEF 4: alive")
  assert(not has_option("Activate Sudden Spark"), "HY-7.12: P1's second Sudden Spark this turn is refused")
  pass(2)                                              -- P1, P2: P3 has priority
  assert(decision().player == 3)
  act("Activate the set", 3)
  -- its only target: Moss Tortoise
  pass(3)
  assert(find("Moss Tortoise", 2, "graveyard"), "4 damage >= DEF 4: slain")
end)

test("HY-S08, HY-10.5, HY-6: the damage is removed in the end phase; next turn one Sudden Spark leaves it alive", function()
  setup { p1 = { hand = { "Sudden Spark" }, magic = { { "Sudden Spark", face_down = true } }, vars = { mana = 2 } },
          p2 = { creature = { "Moss Tortoise" } } }
  act("Activate Sudden Spark", 1)
  -- its only target: Moss Tortoise
  pass(2)
  assert(var(find("Moss Tortoise", 2, "creature"), "damage") == 2)
  until_priority(2, "main1")
  local t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 0, "the damage wore off: " .. var(t, "damage"))
  pass(1)                                              -- P2 passes: P1 has priority in P2's turn
  act("Activate the set", 1)
  -- its only target: Moss Tortoise
  pass(2)
  t = find("Moss Tortoise", 2, "creature")
  assert(t and var(t, "damage") == 2, "alive with 2 damage")
end)
