-- Mana Crystal (normal item, 0 mana): "Gain 1 mana."
-- Passes until `p`, the active player, holds priority with an empty chain in step `s`.

test("HY-7.3, HY-7.11: used in an opponent's main phase, it gains 1 mana beyond the maximum", function()
  setup { p2 = { hand = { "Mana Crystal" }, vars = { mana = 4, mana_max = 4 } } }
  pass(1)
  act("Use Mana Crystal", 2); pass(2)
  assert(pvar(2, "mana") == 5 and pvar(2, "mana_max") == 4)
  assert(find("Mana Crystal", 2, "graveyard"))
end)

test("HY-7.12: once per turn by name, per player: P2 may still use their own copy", function()
  setup { p1 = { hand = { "Mana Crystal", "Mana Crystal" } }, p2 = { hand = { "Mana Crystal" } } }
  act("Use Mana Crystal", 1); pass(2)
  assert(pvar(1, "mana") == 1 and not has_option("Use Mana Crystal"), "P1's second copy: no")
  pass(1)
  assert(decision().player == 2 and has_option("Use Mana Crystal"), "P2's copy: yes")
  act("Use Mana Crystal", 2); pass(2)
  assert(pvar(2, "mana") == 1)
end)
