-- Thunder Roc (wind creature, cost 6, 6 stars, 6/5): 【Normal creature】

test("HY-3.3, HY-7.6: it costs 6: not with 5 mana; with 6 it is summoned, a 6/5 wind creature", function()
  setup { p1 = { hand = { "Thunder Roc" }, vars = { mana = 5 } } }
  assert(not has_option("Summon Thunder Roc"), "5 mana")
  setup { p1 = { hand = { "Thunder Roc" }, vars = { mana = 6 } } }
  act("Summon Thunder Roc", 1)
  local c = find("Thunder Roc", 1, "creature")
  assert(c and pvar(1, "mana") == 0 and get(c, "attribute") == "wind" and atk(c) == 6 and def(c) == 5)
end)

test("HY-7.8: 6 stars: it cannot be set", function()
  setup { p1 = { hand = { "Thunder Roc" }, vars = { mana = 0 } } }
  assert(not has_option("Set Thunder Roc"), "only 4 stars or fewer")
end)

test("HY-10.4: unblocked at P2, P2 loses 6", function()
  setup { p1 = { creature = { "Thunder Roc" } } }
  to_step(1, "battle")
  declare("Thunder Roc", "P2 directly")
  fight()
  assert(pvar(2, "life") == 14, "P2 at " .. pvar(2, "life"))
end)
