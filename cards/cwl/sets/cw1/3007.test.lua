-- Gale Squire: no effect on either face. Void 1000/700, Real 900/1100.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Gale Squire", "Gale Squire" } } }
  act("Normal summon Gale Squire", 1)
  act("Void-ATK", 1)
  act("Normal summon Gale Squire", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not in_defence(v) and not is_void(r) and in_defence(r), "forms as chosen")
  assert(atk(v) == 1000 and def(v) == 700, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 900 and def(r) == 1100, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: equal ATK in Void destroys both with no damage", function()
  setup { p1 = { monster = { { "Gale Squire", vars = { void = 1 } } } },
          p2 = { monster = { { "Gale Squire", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Gale Squire", 1)
  pass(2)
  assert(count("monster", 1) == 0 and count("monster", 2) == 0, "both destroyed")
  assert(find("Gale Squire", 1, "graveyard") and find("Gale Squire", 2, "graveyard"), "both in their owners' graveyards")
  assert(pvar(1, "lp") == 7000 and pvar(2, "lp") == 7000, "no damage")
end)
