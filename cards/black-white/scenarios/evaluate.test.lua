-- evaluate(p), the AIs' judgement of a position (docs/ai.md): it scores p's
-- side, the players who win with p (BW-16.2), a careerist alone (BW-11.5).

local function three()
  setup { players = 3, p1 = { vars = { main = 1, sec = 1, hp = 3 } }, p2 = { vars = { main = 1, sec = 1, hp = 3 } },
          p3 = { vars = { main = 2, sec = 2, hp = 3 } } }
end

test("BW-16.2: an enemy's HP counts against p, an ally's for p", function()
  three()
  local e = evaluate(1)
  set_pvar(3, "hp", 2)
  assert(evaluate(1) > e, "P3 (WW) lost HP: better for P1 (BB)")
  local e3 = evaluate(1)
  set_pvar(2, "hp", 2)
  assert(evaluate(1) < e3, "P2 (BB, P1's side) lost HP: worse for P1")
  assert(evaluate(2) == evaluate(1), "P1 and P2 win together: one score")
  assert(evaluate(3) < 0, "P3 alone against two")
end)

test("BW-11.5: a careerist is a side alone, even of its own colours", function()
  three()
  local e1, e2 = evaluate(1), evaluate(2)
  set_pvar(2, "career", 1)
  assert(evaluate(1) < e1, "P2 the careerist counts against P1 now")
  assert(evaluate(2) < e2, "and P1 against P2")
end)
