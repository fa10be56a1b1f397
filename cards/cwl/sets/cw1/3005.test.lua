-- Moss Sentinel: no effect on either face. Void 300/1800, Real 500/2000.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-DEF and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Moss Sentinel", "Moss Sentinel" } } }
  act("Normal summon Moss Sentinel", 1)
  act("Void-DEF", 1)
  act("Normal summon Moss Sentinel", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and in_defence(v) and not is_void(r) and in_defence(r), "forms as chosen")
  assert(atk(v) == 300 and def(v) == 1800, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 500 and def(r) == 2000, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: a Real attacker below its Real DEF costs the attacker's controller HP; nothing is destroyed", function()
  setup { p1 = { monster = { "Rift Hound" } }, p2 = { monster = { { "Moss Sentinel", tapped = true } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Rift Hound", 1)
  pass(2)
  assert(find("Moss Sentinel", 2, "monster") and find("Rift Hound", 1, "monster"), "both stay")
  assert(pvar(1, "hp") == 7000 - 400 and pvar(1, "lp") == 7000, "P1 HP " .. pvar(1, "hp"))
  assert(pvar(2, "hp") == 7000, "the defender's controller takes nothing")
end)
