-- Dune Strider: no effect on either face. Void 1400/900, Real 1300/1200.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-ATK, each face reads its own stats", function()
  setup { p1 = { hand = { "Dune Strider", "Dune Strider" } } }
  act("Normal summon Dune Strider", 1)
  act("Void-ATK", 1)
  act("Normal summon Dune Strider", 1)
  act("Real-ATK", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not is_void(r) and not in_defence(v) and not in_defence(r), "forms as chosen")
  assert(atk(v) == 1400 and def(v) == 900, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 1300 and def(r) == 1200, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.2, CW-10.4: in Void-ATK it attacks directly past a Real monster; P2 loses LP, not HP", function()
  setup { p1 = { monster = { { "Dune Strider", vars = { void = 1 } } } }, p2 = { monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Dune Strider", 1)
  pass(2)
  assert(pvar(2, "lp") == 7000 - 1400 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp") .. " HP " .. pvar(2, "hp"))
  assert(find("Prism Knight", 2, "monster"), "the Real monster is not involved")
end)
