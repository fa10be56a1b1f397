-- Lantern Moth: no effect on either face. Void 900/900, Real 700/1300.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Lantern Moth", "Lantern Moth" } } }
  act("Normal summon Lantern Moth", 1)
  act("Void-ATK", 1)
  act("Normal summon Lantern Moth", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not in_defence(v) and not is_void(r) and in_defence(r), "forms as chosen")
  assert(atk(v) == 900 and def(v) == 900, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 700 and def(r) == 1300, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: ATK equal to the Void defender's DEF does nothing", function()
  setup { p1 = { monster = { { "Lantern Moth", vars = { void = 1 } } } },
          p2 = { monster = { { "Lantern Moth", tapped = true, vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Lantern Moth", 1)
  pass(2)
  assert(find("Lantern Moth", 1, "monster") and find("Lantern Moth", 2, "monster"), "neither destroyed")
  assert(pvar(1, "lp") == 7000 and pvar(2, "lp") == 7000, "no damage")
  assert(var(find("Lantern Moth", 1, "monster"), "attacked") == turn(), "the attack happened")
end)
