-- Ash Imp: no effect on either face. Void 700/300, Real 600/500.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Ash Imp", "Ash Imp" } } }
  act("Normal summon Ash Imp", 1)
  act("Void-ATK", 1)
  act("Normal summon Ash Imp", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not in_defence(v) and not is_void(r) and in_defence(r), "forms as chosen")
  assert(atk(v) == 700 and def(v) == 300, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 600 and def(r) == 500, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: attacking a stronger Void monster, it is destroyed and P1 loses the difference in LP", function()
  setup { p1 = { monster = { { "Ash Imp", vars = { void = 1 } } } },
          p2 = { monster = { { "Gale Squire", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ash Imp", 1)
  pass(2)
  assert(find("Ash Imp", 1, "graveyard") and find("Gale Squire", 2, "monster"), "Ash Imp destroyed")
  assert(pvar(1, "lp") == 7000 - 300 and pvar(1, "hp") == 7000, "P1 LP " .. pvar(1, "lp"))
end)
