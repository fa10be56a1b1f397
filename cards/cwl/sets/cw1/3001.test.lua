-- Rift Hound: no effect on either face. Void 1200/800, Real 1600/1000.

test("CW-7.1, CW-3.5, CW-4.3: normal summoned in Void-ATK and Real-DEF, each face reads its own stats", function()
  setup { p1 = { hand = { "Rift Hound", "Rift Hound" } } }
  act("Normal summon Rift Hound", 1)
  act("Void-ATK", 1)
  act("Normal summon Rift Hound", 1)
  act("Real-DEF", 1)
  local v, r = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(is_void(v) and not in_defence(v), "first in Void-ATK")
  assert(not is_void(r) and in_defence(r), "second in Real-DEF")
  assert(atk(v) == 1200 and def(v) == 800, "Void " .. atk(v) .. "/" .. def(v))
  assert(atk(r) == 1600 and def(r) == 1000, "Real " .. atk(r) .. "/" .. def(r))
end)

test("CW-10.4: in Real-ATK it destroys a weaker Real attacker-position monster; the difference comes off HP", function()
  setup { p1 = { monster = { "Rift Hound" } }, p2 = { monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Rift Hound", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "Prism Knight (1500) destroyed")
  assert(find("Rift Hound", 1, "monster"), "Rift Hound survives")
  assert(pvar(2, "hp") == 7000 - 100 and pvar(2, "lp") == 7000, "HP " .. pvar(2, "hp") .. " LP " .. pvar(2, "lp"))
end)
