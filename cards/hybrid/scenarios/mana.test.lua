-- Mana (HY-7.1 to HY-7.5, HY-6.2): growth to 10, refill, mana from effects.

test("HY-7.2: the preparation phase raises the maximum by 1 and refills an empty pool", function()
  setup { p1 = { vars = { mana = 0, mana_max = 4 } }, p2 = { vars = { mana = 1, mana_max = 4 } } }
  until_priority(2, "main1")
  assert(pvar(2, "mana_max") == 5 and pvar(2, "mana") == 5, "P2: 5 of 5: " .. pvar(2, "mana"))
  assert(pvar(1, "mana_max") == 4 and pvar(1, "mana") == 0, "P1's pool is untouched in P2's turn")
  until_priority(1, "main1")
  assert(pvar(1, "mana_max") == 5 and pvar(1, "mana") == 5, "P1 refilled to 5: " .. pvar(1, "mana"))
end)

test("HY-7.2, HY-7.4: at the cap of 10 the maximum stays 10, and mana above it is lost at the preparation phase", function()
  setup { active = 2, p1 = { vars = { mana = 14, mana_max = 10 } } }
  until_priority(1, "main1")
  assert(pvar(1, "mana_max") == 10 and pvar(1, "mana") == 10, "10 of 10: " .. pvar(1, "mana") .. " of " .. pvar(1, "mana_max"))
end)

test("HY-6.2, HY-7.3: Tidecaller Adept's preparation trigger adds its mana after the refill", function()
  setup { active = 2, p1 = { creature = { "Tidecaller Adept" }, vars = { mana = 0, mana_max = 3 } } }
  until_priority(1, "main1")
  assert(pvar(1, "mana_max") == 4 and pvar(1, "mana") == 5, "4 refilled + 1: " .. pvar(1, "mana") .. " of " .. pvar(1, "mana_max"))
end)

test("HY-7.3, HY-7.11: Mana Crystal, used in an opponent's main phase, gains 1 mana beyond the maximum", function()
  setup { p2 = { hand = { "Mana Crystal" }, vars = { mana = 3, mana_max = 3 } } }
  pass(1)                                              -- P1 passes: P2 has priority in P1's main phase
  act("Use Mana Crystal", 2)
  pass(2)
  assert(pvar(2, "mana") == 4 and pvar(2, "mana_max") == 3, "4 of a maximum of 3: " .. pvar(2, "mana"))
end)

test("HY-7.5, HY-7.6: a creature whose cost the pool cannot pay is not offered; paying spends exactly the cost", function()
  setup { p1 = { hand = { "Cliff Ram", "Dune Jackal" }, vars = { mana = 2, mana_max = 2 } } }
  assert(not has_option("Summon Cliff Ram"), "Cliff Ram costs 3, P1 has 2")
  act("Summon Dune Jackal", 1)
  assert(pvar(1, "mana") == 0 and find("Dune Jackal", 1, "creature"), "paid 2")
  assert(not has_option("Summon"), "nothing left to pay with")
end)
