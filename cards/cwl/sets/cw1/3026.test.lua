-- Twin-Soul Golem. Real: Your opponent's Real monsters lose 200 ATK.

test("CW-11.1, CW-11.3, CW-7.11: in Real, the opponent's Real monsters lose 200 ATK; Void ones and its own side do not", function()
  setup { p1 = { monster = { "Prism Knight", { "Dune Strider", vars = { void = 1 } }, "Tide Lancer" } },
          p2 = { monster = { { "Twin-Soul Golem", tapped = true }, "Ember Drake" } } }
  assert(atk(find("Prism Knight", 1, "monster")) == 1500 - 200, "a Real foe loses 200")
  assert(atk(find("Tide Lancer", 1, "monster")) == 1800 - 200, "every Real foe")
  assert(atk(find("Dune Strider", 1, "monster")) == 1400, "a Void foe is out of its reach (CW-11.1)")
  assert(atk(find("Ember Drake", 2, "monster")) == 1700, "its own side is not touched")
end)

test("CW-9.3, CW-7.11: in Void it does nothing, and a switch to Void ends the loss at once", function()
  setup { p1 = { monster = { "Prism Knight" } }, p2 = { monster = { "Twin-Soul Golem" } } }
  local k, g = find("Prism Knight", 1, "monster"), find("Twin-Soul Golem", 2, "monster")
  assert(atk(k) == 1300, "with a Real Golem")
  switch_system(g)
  assert(atk(k) == 1500, "with a Void Golem: " .. atk(k))
end)

test("CW-10.4, CW-11.3: the loss counts in battle: 1500 - 200 against DEF 1900 costs the attacker 600 HP", function()
  setup { p1 = { monster = { "Prism Knight" } }, p2 = { monster = { { "Twin-Soul Golem", tapped = true } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Prism Knight", 1)        -- the Golem is its only target
  pass(2)
  assert(pvar(1, "hp") == 7000 - 600 and pvar(2, "hp") == 7000, "P1 HP " .. pvar(1, "hp"))
  assert(find("Twin-Soul Golem", 2, "monster"), "the Golem stays")
end)

test("CW-7.1, CW-3.5: normal summoned in Real-DEF it reads 1300/1900; in Void 1200/1800", function()
  setup { p1 = { hand = { "Twin-Soul Golem", "Twin-Soul Golem" } } }
  act("Normal summon Twin-Soul Golem", 1)
  act("Real-DEF", 1)
  act("Normal summon Twin-Soul Golem", 1)
  act("Void-DEF", 1)
  local r, v = cards("monster", 1)[1], cards("monster", 1)[2]
  assert(atk(r) == 1300 and def(r) == 1900, "Real " .. atk(r) .. "/" .. def(r))
  assert(atk(v) == 1200 and def(v) == 1800, "Void " .. atk(v) .. "/" .. def(v))
end)
