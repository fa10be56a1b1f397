-- Prism Acolyte. Void: When this card is normal summoned: gain 500 LP. Real: When this card is normal summoned: gain 500 HP.

test("CW-9.3, CW-11.1: normal summoned in Void, its controller gains 500 LP", function()
  setup { p1 = { hand = { "Prism Acolyte" } } }
  act("Normal summon Prism Acolyte", 1)
  act("Void-ATK", 1)
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)
  assert(pvar(1, "lp") == 7500 and pvar(1, "hp") == 7000, "HP " .. pvar(1, "hp") .. " LP " .. pvar(1, "lp"))
end)

test("CW-9.3, CW-11.1: normal summoned in Real, its controller gains 500 HP", function()
  setup { p1 = { hand = { "Prism Acolyte" } } }
  act("Normal summon Prism Acolyte", 1)
  act("Real-DEF", 1)
  pass(2)
  assert(pvar(1, "hp") == 7500 and pvar(1, "lp") == 7000, "HP " .. pvar(1, "hp") .. " LP " .. pvar(1, "lp"))
  local a = find("Prism Acolyte", 1, "monster")
  assert(atk(a) == 1200 and def(a) == 1200, "Real " .. atk(a) .. "/" .. def(a))
end)

test("CW-7.3: a special summon is no normal summon: no gain", function()
  setup { p1 = { hand = { "Rally Call", "Prism Acolyte" } } }
  act("Activate Rally Call", 1)
  pass(2)                                   -- Rally Call resolves; the Acolyte is the only choice
  act("Void-ATK", 1)
  assert(find("Prism Acolyte", 1, "monster"), "special summoned")
  assert(chain_size() == 0, "no trigger")
  assert(pvar(1, "lp") == 7000 and pvar(1, "hp") == 7000, "no gain")
end)
