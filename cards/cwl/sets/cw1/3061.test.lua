-- Emergency Ration (tactic, generic): "Gain 800 HP."

test("CW-7.9, CW-11.2: gains 800 HP, LP unchanged, then to the graveyard", function()
  setup { p1 = { tactic = { "Emergency Ration" }, vars = { hp = 1000 } } }
  act("Use Emergency Ration", 1)
  pass(2)
  assert(pvar(1, "hp") == 1800 and pvar(1, "lp") == 7000, pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(find("Emergency Ration", 1, "graveyard") and count("tactic", 1) == 0, "in the graveyard")
end)

test("CW-7.9, CW-8.2: usable in answer to the opponent's magic card", function()
  setup { active = 2, p1 = { tactic = { "Emergency Ration" }, vars = { hp = 400 } },
          p2 = { hand = { "Backlash Pulse" } } }
  act("Activate Backlash Pulse", 2)         -- P2 loses 500 LP, P1 loses 500 HP
  assert(decision().player == 1, "P1 may answer")
  act("Use Emergency Ration", 1)
  pass(2)                                   -- the chain resolves: +800, then -500
  assert(not result().over, "P1 survives")
  assert(pvar(1, "hp") == 400 + 800 - 500, "HP " .. pvar(1, "hp"))
end)
