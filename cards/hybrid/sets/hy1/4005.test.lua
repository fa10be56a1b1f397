-- Lantern Owl (light creature, wizard, cost 2, 2 stars, 1/3): "{2}: Draw 1 card."

test("HY-3.4, HY-3.5: a light creature of subcategory wizard, 1/3", function()
  setup { p1 = { creature = { "Lantern Owl" } } }
  local c = find("Lantern Owl", 1, "creature")
  assert(get(c, "attribute") == "light" and has_subcategory(c, "wizard"), "light wizard")
  assert(atk(c) == 1 and def(c) == 3)
end)

test("HY-7.13, HY-12.2: {2}: pay 2, draw 1; no tap in its cost, so it works the turn it is summoned", function()
  setup { p1 = { hand = { "Lantern Owl" }, vars = { mana = 4 } } }
  act("Summon Lantern Owl", 1)
  local hand = count("hand", 1)
  act("Lantern Owl", 1)
  assert(pvar(1, "mana") == 0, "2 for the summon, 2 for the effect")
  pass(2)
  assert(count("hand", 1) == hand + 1, "drew 1")
  assert(not is_tapped(find("Lantern Owl", 1, "creature")), "not tapped")
end)

test("HY-7.13, HY-3.3: with less than 2 mana the effect is not offered", function()
  setup { p1 = { creature = { "Lantern Owl" }, vars = { mana = 1 } } }
  assert(not has_option("Lantern Owl"))
end)

test("HY-7.12, HY-3.6: once per turn by name: a second Lantern Owl cannot use it this turn; next turn it can", function()
  setup { p1 = { creature = { "Lantern Owl", "Lantern Owl" }, vars = { mana = 6, mana_max = 6 } } }
  act("Lantern Owl", 1)
  pass(2)
  assert(not has_option("Lantern Owl"), "the name was used this turn")
  to_step(1, "main1", 5)
  assert(has_option("Lantern Owl"), "a new turn")
end)

test("HY-8.4.2: speed 1 (own turn only): not offered in P2's turn", function()
  setup { active = 2, p1 = { creature = { "Lantern Owl" }, vars = { mana = 4 } } }
  pass(1)                                              -- P2 passes: P1 has priority in P2's main phase
  assert(decision().player == 1 and not has_option("Lantern Owl"), "speed 1 in an opponent's turn")
end)

test("HY-8.4.2, HY-8.4.3, HY-8.1: on P1's own Twin Visions (speed 1), P1 answers with the Owl's {2} (speed 1); the Owl's draw resolves first", function()
  setup { p1 = { creature = { "Lantern Owl" }, hand = { "Twin Visions" }, vars = { mana = 4 } } }
  act("Activate Twin Visions", 1)                      -- C0, speed 1
  pass(1)                                              -- P2 passes: P1 has priority again
  local hand = count("hand", 1)
  act("Lantern Owl", 1)                                -- C1, speed 1 on speed 1
  assert(chain_size() == 2 and pvar(1, "mana") == 0)
  pass(2)
  assert(chain_size() == 0 and count("hand", 1) == hand + 3, "1 + 2 cards drawn")
end)
