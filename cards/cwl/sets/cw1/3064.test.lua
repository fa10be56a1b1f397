-- Last Stand (tactic, generic): "Activate only if your HP is 2000 or less:
-- gain 1000 LP."

test("CW-7.9, CW-11.2: at 2000 HP it gains 1000 LP, HP unchanged", function()
  setup { p1 = { tactic = { "Last Stand" }, vars = { hp = 2000 } } }
  act("Use Last Stand", 1)
  pass(2)
  assert(pvar(1, "lp") == 8000 and pvar(1, "hp") == 2000, pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(find("Last Stand", 1, "graveyard"), "in the graveyard")
end)

test("CW-7.9: not offered at 2001 HP", function()
  setup { p1 = { tactic = { "Last Stand" }, vars = { hp = 2001 } } }
  assert(not has_option("Use Last Stand"), "the condition does not hold")
end)
