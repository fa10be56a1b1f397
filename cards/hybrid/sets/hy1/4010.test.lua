-- Tidecaller Adept (water creature, wizard, cost 3, 3 stars, 2/3): "At the start of your preparation phase: gain 1 mana."

test("HY-9.1, HY-6.1, HY-7.3: in P1's preparation phase mana is set to the new maximum 4, then the trigger adds 1 (over the maximum)", function()
  setup { p1 = { creature = { "Tidecaller Adept" }, vars = { mana = 0, mana_max = 3 } } }
  to_step(1, "draw", 5)
  assert(pvar(1, "mana_max") == 4, "maximum " .. pvar(1, "mana_max"))
  assert(pvar(1, "mana") == 5, "4 + 1: " .. pvar(1, "mana"))
end)

test("HY-9.1: not in an opponent's preparation phase", function()
  setup { p1 = { creature = { "Tidecaller Adept" }, vars = { mana = 2, mana_max = 3 } } }
  to_step(2, "draw", 4)
  assert(pvar(1, "mana") == 2, "P1's mana is unchanged in P2's turn (HY-7.4): " .. pvar(1, "mana"))
  assert(pvar(2, "mana") == pvar(2, "mana_max"), "P2 has no extra mana")
end)

test("HY-3.4, HY-3.5: a water creature of subcategory wizard, 2/3", function()
  setup { p1 = { creature = { "Tidecaller Adept" } } }
  local c = find("Tidecaller Adept", 1, "creature")
  assert(get(c, "attribute") == "water" and has_subcategory(c, "wizard") and atk(c) == 2 and def(c) == 3)
end)
