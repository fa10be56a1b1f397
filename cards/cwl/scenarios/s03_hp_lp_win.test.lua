-- CW-S03: a total at 0 loses even with the other one untouched; both
-- players at 0 in one check is a draw.

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)                               -- P2 passes: the main phase ends
  pass(2)                               -- battle start: both pass
end

test("CW-S03 (a), CW-1.3.1, CW-1.5, CW-10.4: a Real direct attack empties P2's HP: P1 wins though P2's LP is full", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { vars = { hp = 500 } } }
  to_battle()
  act("Attack with Ember Drake", 1)     -- its only target: P2 directly
  pass(2)                               -- attack step: both pass; damage
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P1 wins: " .. tostring(r.reason))
  assert(pvar(2, "hp") == 0 and pvar(2, "lp") == 7000, "HP " .. pvar(2, "hp") .. ", LP " .. pvar(2, "lp"))
end)

test("CW-S03 (b), CW-1.3.2, CW-1.5: one effect empties P1's LP and P2's HP: a draw", function()
  setup { p1 = { vars = { lp = 300 }, hand = { "Backlash Pulse" } }, p2 = { vars = { hp = 300 } } }
  act("Activate Backlash Pulse", 1)
  pass(2)
  local r = result()
  assert(r.over and r.draw and #r.winners == 0, "a draw: " .. tostring(r.reason))
  assert(pvar(1, "lp") == 0 and pvar(2, "hp") == 0, "both totals stop at 0 (CW-1.3.1)")
end)
