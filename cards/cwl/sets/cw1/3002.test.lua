-- Prism Knight: no effect on either face. Void 1800/1200, Real 1500/1600.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Prism Knight", "Prism Knight" } } }
  act("Normal summon Prism Knight", 1)
  act("Void-ATK", 1)
  act("Normal summon Prism Knight", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not in_defence(v) and not is_void(r) and in_defence(r), "forms as chosen")
  assert(atk(v) == 1800 and def(v) == 1200, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 1500 and def(r) == 1600, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: in Void-ATK it destroys a Void defender with lower DEF and deals nothing", function()
  setup { p1 = { monster = { { "Prism Knight", vars = { void = 1 } } } },
          p2 = { monster = { { "Gale Squire", tapped = true, vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Prism Knight", 1)
  pass(2)
  assert(find("Gale Squire", 2, "graveyard"), "Gale Squire (DEF 700) destroyed")
  assert(pvar(2, "lp") == 7000 and pvar(2, "hp") == 7000, "no damage to a defender")
end)
