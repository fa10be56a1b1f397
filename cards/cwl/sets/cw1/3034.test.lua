-- Backlash Pulse: You lose 500 LP and your opponent loses 500 HP.
test("CW-11.2, CW-7.6.2: its controller loses 500 LP, the opponent 500 HP", function()
  setup { p1 = { hand = { "Backlash Pulse" } } }
  act("Activate Backlash Pulse", 1)
  pass(2)
  assert(pvar(1, "lp") == 6500 and pvar(1, "hp") == 7000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(pvar(2, "hp") == 6500 and pvar(2, "lp") == 7000, "P2 " .. pvar(2, "hp") .. "/" .. pvar(2, "lp"))
  assert(find("Backlash Pulse", 1, "graveyard"), "in the graveyard")
end)

test("CW-1.3.1, CW-1.5: a total stops at 0 and that player loses after the link", function()
  setup { p1 = { hand = { "Backlash Pulse" }, vars = { lp = 300 } } }
  act("Activate Backlash Pulse", 1)
  pass(2)
  assert(pvar(1, "lp") == 0, "LP stops at 0: " .. pvar(1, "lp"))
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 2, "P2 wins")
end)

test("CW-1.3.2, CW-1.5: one P1 LP and P2 HP emptied by one effect: a draw", function()
  setup { p1 = { hand = { "Backlash Pulse" }, vars = { lp = 500 } }, p2 = { vars = { hp = 500 } } }
  act("Activate Backlash Pulse", 1)
  pass(2)
  local r = result()
  assert(r.over and r.draw, "a draw")
end)
