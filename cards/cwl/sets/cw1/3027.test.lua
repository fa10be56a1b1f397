-- Shade Duelist. Void: When this card's display form changes: it gains 300 ATK until end of turn.

test("CW-7.7, CW-9.3, CW-6.5: in Void, turned to Void-DEF by hand, it gains 300 ATK until end of turn", function()
  setup { p1 = { monster = { { "Shade Duelist", vars = { void = 1 } } } } }
  local s = find("Shade Duelist", 1, "monster")
  act("Change the display form of Shade Duelist", 1)
  act("Void-DEF", 1)
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)
  assert(atk(s) == 1300 + 300 and def(s) == 800, "Void " .. atk(s) .. "/" .. def(s))
  act("Pass, to the end phase", 1)
  pass(1)
  pass(2)
  assert(active_player() == 2 and atk(s) == 1300, "back to 1300 next turn: " .. atk(s))
end)

test("CW-9.3: in Real, a change to Real-DEF triggers nothing", function()
  setup { p1 = { monster = { "Shade Duelist" } } }
  local s = find("Shade Duelist", 1, "monster")
  act("Change the display form of Shade Duelist", 1)
  act("Real-DEF", 1)
  assert(chain_size() == 0, "no trigger")
  assert(atk(s) == 1200 and def(s) == 1000, "Real " .. atk(s) .. "/" .. def(s))
end)

test("CW-7.7, CW-9.3, CW-7.6.3: turned to defence by an effect (Bulwark Call), it still gains 300 ATK", function()
  setup { p1 = { monster = { { "Shade Duelist", vars = { void = 1 } } } },
          p2 = { magic = { { "Bulwark Call", face_down = true, vars = { set_turn = 1 } } } } }
  local s = find("Shade Duelist", 1, "monster")
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Shade Duelist", 1)
  pass(1)                                   -- the attack step: P1 passes to P2
  act("Activate the set Bulwark Call", 2)
  pass(2)
  assert(in_defence(s), "in Void-DEF now")
  assert(chain_size() == 1, "its trigger is on a new chain")
  pass(2)
  assert(atk(s) == 1600, "ATK " .. atk(s))
  pass(2)                                   -- the damage step: a monster in defence does not battle
  assert(pvar(2, "lp") == 7000 and step() == "battle", "the attack ended: LP " .. pvar(2, "lp") .. ", " .. step())
end)
