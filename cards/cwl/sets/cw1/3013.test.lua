-- Prism Paladin. Void: Your other Void Warrior monsters gain 300 ATK.

test("CW-11.1, CW-9.3: in Void it gives 300 ATK to its controller's other Void Warriors only", function()
  setup { p1 = { monster = { { "Prism Paladin", vars = { void = 1 } }, { "Prism Knight", vars = { void = 1 } },
                             "Tide Lancer", { "Rift Hound", vars = { void = 1 } } } },
          p2 = { monster = { { "Gale Squire", vars = { void = 1 } } } } }
  assert(atk(find("Prism Paladin", 1, "monster")) == 2100, "not itself")
  assert(atk(find("Prism Knight", 1, "monster")) == 1800 + 300, "Void Warrior +300")
  assert(atk(find("Tide Lancer", 1, "monster")) == 1800, "a Real Warrior is out of reach")
  assert(atk(find("Rift Hound", 1, "monster")) == 1200, "a Void Beast is not a Warrior")
  assert(atk(find("Gale Squire", 2, "monster")) == 1000, "the opponent's Void Warrior gets nothing")
end)

test("CW-9.3, CW-7.11: in Real it gives nothing", function()
  setup { p1 = { monster = { "Prism Paladin", { "Prism Knight", vars = { void = 1 } }, "Tide Lancer" } } }
  local p = find("Prism Paladin", 1, "monster")
  assert(atk(p) == 2000 and def(p) == 1900, "Real " .. atk(p) .. "/" .. def(p))
  assert(atk(find("Prism Knight", 1, "monster")) == 1800, "no bonus in Void")
  assert(atk(find("Tide Lancer", 1, "monster")) == 1800, "no bonus in Real")
end)

test("CW-7.2, CW-11.1, CW-4.3: tribute summoned in Void, the bonus follows a Warrior that switches to Void", function()
  setup { p1 = { hand = { "Prism Paladin" }, monster = { "Rift Hound", "Dune Strider", "Tide Lancer" } } }
  act("Tribute summon Prism Paladin", 1)
  act("Rift Hound", 1)
  act("Dune Strider", 1)
  act("Void-ATK", 1)
  local p, t = find("Prism Paladin", 1, "monster"), find("Tide Lancer", 1, "monster")
  assert(atk(p) == 2100 and def(p) == 1700, "Void " .. atk(p) .. "/" .. def(p))
  assert(atk(t) == 1800, "Real Tide Lancer: no bonus")
  act("Change the display form of Tide Lancer", 1)
  act("Void-ATK", 1)
  assert(atk(t) == 1700 + 300, "Void Tide Lancer " .. atk(t))
end)
