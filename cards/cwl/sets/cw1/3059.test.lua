-- Quill's Gambit (tactic; restriction: the Leader Marshal Quill): "Your
-- opponent loses 500 HP."

test("CW-7.9, CW-2.6, CW-11.2: with Marshal Quill the opponent loses 500 HP, not LP", function()
  setup { p1 = { leader = { "Marshal Quill" }, tactic = { "Quill's Gambit" } } }
  act("Use Quill's Gambit", 1)
  pass(2)
  assert(pvar(2, "hp") == 7000 - 500 and pvar(2, "lp") == 7000, pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  assert(find("Quill's Gambit", 1, "graveyard"), "in the graveyard")
end)

test("CW-2.6: not usable with Warden Aria", function()
  setup { p1 = { leader = { "Warden Aria" }, tactic = { "Quill's Gambit" } } }
  assert(not has_option("Use Quill's Gambit"), "offered with the wrong Leader")
end)

test("CW-1.3.1, CW-1.5: the opponent at 500 HP loses when it resolves", function()
  setup { p1 = { leader = { "Marshal Quill" }, tactic = { "Quill's Gambit" } }, p2 = { vars = { hp = 500 } } }
  act("Use Quill's Gambit", 1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 1 and #r.winners == 1, "P1 wins")
end)
