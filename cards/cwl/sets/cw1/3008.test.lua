-- Tide Lancer: no effect on either face. Void 1700/1300, Real 1800/1000.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-ATK, each face reads its own stats", function()
  setup { p1 = { hand = { "Tide Lancer", "Tide Lancer" } } }
  act("Normal summon Tide Lancer", 1)
  act("Void-ATK", 1)
  act("Normal summon Tide Lancer", 1)
  act("Real-ATK", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not is_void(r), "systems as chosen")
  assert(atk(v) == 1700 and def(v) == 1300, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 1800 and def(r) == 1000, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.2, CW-10.4: in Real-ATK it must attack the Real monster, not the Void one or P2", function()
  setup { p1 = { monster = { "Tide Lancer" } },
          p2 = { monster = { { "Prism Knight", vars = { void = 1 } }, "Dune Strider" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Tide Lancer", 1)         -- one legal target (the Real Dune Strider): not asked
  pass(2)
  assert(find("Dune Strider", 2, "graveyard"), "Dune Strider (Real 1300) destroyed")
  assert(find("Prism Knight", 2, "monster"), "the Void monster is untouched")
  assert(pvar(2, "hp") == 7000 - 500 and pvar(2, "lp") == 7000, "HP " .. pvar(2, "hp"))
end)
