-- Riverback Whale (water creature, cost 6, 6 stars, 4/8): "Taunt"

test("HY-12.1, HY-10.2.1: P2's Whale: no direct attack on P2", function()
  setup { p1 = { creature = { "Thunder Roc" } }, p2 = { creature = { "Riverback Whale" } } }
  to_step(1, "battle")
  act("Declare an attack", 1)                          -- the Whale is the Roc's only target: it answers itself
  assert(var(find("Thunder Roc", 1, "creature"), "target") == find("Riverback Whale", 2, "creature"), "not P2")
end)

test("HY-10.3, HY-10.4: it blocks an attack on itself: Thunder Roc deals 6 of 8, takes 4 of 5", function()
  setup { active = 2, p1 = { creature = { "Riverback Whale" } }, p2 = { creature = { "Thunder Roc" } } }
  to_step(2, "battle")
  declare("Thunder Roc", "Riverback Whale")
  fight({ "Riverback Whale" })
  local w, r = find("Riverback Whale", 1, "creature"), find("Thunder Roc", 2, "creature")
  assert(w and var(w, "damage") == 6, "the Whale survives 6")
  assert(r and var(r, "damage") == 4, "the Roc survives 4")
  assert(pvar(1, "life") == 20)
end)

test("HY-3.3, HY-7.8: 6 mana to summon; 6 stars, it cannot be set", function()
  setup { p1 = { hand = { "Riverback Whale" }, vars = { mana = 6 } } }
  assert(not has_option("Set Riverback Whale"))
  act("Summon Riverback Whale", 1)
  local c = find("Riverback Whale", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and atk(c) == 4 and def(c) == 8 and has_keyword(c, "taunt"))
end)
