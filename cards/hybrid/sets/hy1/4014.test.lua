-- Prism Sentinel (light creature, cost 3, 3 stars, 1/4): "This effect can be used in an opponent's turn.
-- {1}: Target creature gets +0/+2 until end of turn."

test("HY-8.4.2, HY-7.13: speed 2: in P2's battle P1 pays 1 to give its blocker +0/+2; Cinder Pup (2/3) survives 2", function()
  setup { active = 2, p1 = { creature = { "Cinder Pup", "Prism Sentinel" }, vars = { mana = 1 } },
          p2 = { creature = { "Dune Jackal" } } }
  to_step(2, "battle")
  declare("Dune Jackal", "P1 directly")
  pass(2)                                              -- the declared window
  act("Cinder Pup", 1); act("None", 1)                 -- the Pup blocks
  pass(1)                                              -- P2, then P1 in the block step
  act("Prism Sentinel", 1)
  act("Cinder Pup", 1)                                 -- the target
  assert(pvar(1, "mana") == 0, "paid 1")
  pass(2)
  local pup = find("Cinder Pup", 1, "creature")
  assert(def(pup) == 3, "DEF 1 + 2: " .. def(pup))
  fight()
  assert(find("Cinder Pup", 1, "creature") and var(pup, "damage") == 2, "survived 2 damage")
  assert(find("Dune Jackal", 2, "graveyard"), "the Pup dealt 2 to the Jackal")
end)

test("HY-9.4, HY-11.1: the +0/+2 ends at the end of the turn", function()
  setup { p1 = { creature = { "Prism Sentinel" }, vars = { mana = 1 } } }
  act("Prism Sentinel", 1)                             -- its only target: itself
  pass(2)
  local c = find("Prism Sentinel", 1, "creature")
  assert(def(c) == 6 and atk(c) == 1, atk(c) .. "/" .. def(c))
  to_step(2, "main1", 4)
  assert(def(c) == 4, "back to 4: " .. def(c))
end)

test("HY-7.12: once per turn by name: a second Prism Sentinel cannot use it this turn; in P2's turn it can again", function()
  setup { p1 = { creature = { "Prism Sentinel", "Prism Sentinel" }, vars = { mana = 5 } } }
  act("Prism Sentinel", 1)
  act("Prism Sentinel", 1)
  pass(2)
  assert(not has_option("Prism Sentinel"), "used this turn")
  to_step(1, "main1", 4)
  assert(has_option("Prism Sentinel"), "usable again in P2's turn")
end)

test("HY-7.13, HY-3.3: without 1 mana it is not offered", function()
  setup { p1 = { creature = { "Prism Sentinel" }, vars = { mana = 0 } } }
  assert(not has_option("Prism Sentinel"))
end)

test("HY-8.1, HY-8.4.3: speed 2 answers speed 2: in response to Sudden Spark on Reed Skimmer (1/2), +0/+2 resolves first; it survives", function()
  setup { active = 2, p1 = { creature = { "Prism Sentinel", "Reed Skimmer" }, vars = { mana = 1 } },
          p2 = { hand = { "Sudden Spark" }, vars = { mana = 1 } } }
  act("Activate Sudden Spark", 2)
  act("Reed Skimmer", 2)
  act("Prism Sentinel", 1)                             -- C1, on top of C0
  act("Reed Skimmer", 1)
  pass(2)
  local r = find("Reed Skimmer", 1, "creature")
  assert(r and def(r) == 4 and var(r, "damage") == 2, "DEF 4, 2 damage: alive")
end)
