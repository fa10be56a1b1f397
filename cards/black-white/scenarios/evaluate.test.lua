-- evaluate(p), the AIs' judgement of a position (docs/ai.md): it scores p's
-- side, the players who win with p (BW-16.2), a careerist alone (BW-11.5),
-- as p knows them: a hidden faction counts by its chance (BW-0.2.2).

-- Every faction revealed: P1 and P2 BB, P3 WW.
local function three()
  setup { players = 3, p1 = { vars = { main = 1, sec = 1, hp = 3, mshow = 1, sshow = 1 } },
          p2 = { vars = { main = 1, sec = 1, hp = 3, mshow = 1, sshow = 1 } },
          p3 = { vars = { main = 2, sec = 2, hp = 3, mshow = 1, sshow = 1 } } }
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

-- G = 4: four black and four white colours. P1 is BW; P4 shows a white main
-- card; P2 and P3 show nothing. What P1 cannot see: 3 black and 2 white over
-- five places (P2's two, P3's two, P4's secondary).
local function four()
  setup { players = 4, p1 = { vars = { main = 1, sec = 2, hp = 3 } }, p2 = { vars = { main = 2, sec = 1, hp = 3 } },
          p3 = { vars = { main = 1, sec = 2, hp = 3 } }, p4 = { vars = { main = 2, sec = 1, hp = 3, mshow = 1 } } }
end

test("BW-0.2.2: a hidden faction sides with p by its chance, from what p knows", function()
  four()
  assert(side_chance(1, 2) == 3 / 5 * 2 / 4, "P2 is BW: a black main of 3 in 5, then a white of 2 in 4")
  assert(side_chance(1, 3) == side_chance(1, 2), "P3 looks the same to P1 as P2 does")
  assert(side_chance(1, 4) == 0, "P4's white main is not P1's black")
  local e = evaluate(1)
  set_pvar(2, "main", 1); set_pvar(2, "sec", 2); set_pvar(3, "main", 2); set_pvar(3, "sec", 1)
  assert(evaluate(1) == e, "P2's and P3's hidden colours swapped: P1 cannot tell")
  set_pvar(4, "hp", 2)
  local hurt4 = evaluate(1)
  set_pvar(4, "hp", 3); set_pvar(2, "hp", 2)
  assert(hurt4 > evaluate(1), "a sure enemy's lost HP is better for P1 than a possible ally's")
end)

test("BW-12.1: the target of a harmful card is on the public record of hostile acts", function()
  setup { players = 4, p1 = { hand = { "Thrust" } } }
  assert(pvar(1, "harm") == 0, "no act yet")
  act("Use Thrust on P2", 1)
  assert(pvar(1, "harm") == 1 << 3, "P1 targeted P2 once: 1 in P2's three bits")
end)

-- P2 targeted P1 (once, or three times): P2 and P3 looked alike to P1.
test("BW-16.2: a player who attacked p is less likely on p's side", function()
  four()
  local alike = side_chance(1, 2)
  set_pvar(2, "harm", 1)
  assert(side_chance(1, 2) < alike, "P2 attacked P1: less likely P1's BW")
  assert(side_chance(1, 3) > side_chance(1, 2), "P3 the likelier of the two")
  local once = side_chance(1, 2)
  -- a deal with P2 BW weighs 1/2 against 1 for the others: 3/10 of deals
  assert(math.abs(once - 0.15 / (0.15 + 0.7)) < 1e-9, "P2 BW weighs 1/2 a deal")
  set_pvar(2, "harm", 3)
  assert(side_chance(1, 2) < once, "three acts weigh more than one")
  set_pvar(2, "harm", 0); set_pvar(1, "harm", 1 << 3)
  assert(side_chance(1, 2) == alike, "P1's own acts tell P1 nothing")
end)

-- How often resample(1) deals P2 P1's faction (BW) in n samples.
local function p2_bw(n)
  local k = 0
  for _ = 1, n do
    set_pvar(2, "main", 2); set_pvar(2, "sec", 1); set_pvar(3, "main", 1); set_pvar(3, "sec", 2)
    set_pvar(4, "sec", 1)
    resample(1)
    if pvar(2, "main") == 1 and pvar(2, "sec") == 2 then k = k + 1 end
  end
  return k
end

test("BW-16.2: resample deals a player who attacked p on p's side the less often", function()
  four()
  local uniform = p2_bw(400)
  set_pvar(2, "harm", 1 + (1 << 6))   -- P2 targeted P1 and P3
  local weighed = p2_bw(400)
  assert(uniform > 90 and uniform < 150, "about 3 in 10 deals give P2 BW: " .. uniform)
  assert(weighed < uniform - 30, "P2 attacked P1: fewer deals make it P1's ally: " .. weighed .. " against " .. uniform)
end)
