-- Gate Colossus: no effect on either face. Level 7. Void 2600/2000, Real 2800/2500.

test("CW-7.2, CW-12.7: a level 3 alone cannot tribute it", function()
  setup { p1 = { hand = { "Gate Colossus" }, monster = { "Rift Hound" } } }
  assert(not has_option("Tribute summon Gate Colossus"), "level 3 is short of 7")
  assert(not has_option("Normal summon Gate Colossus"), "level 7 is no normal summon")
end)

test("CW-7.2, CW-12.7, CW-3.5: tributing levels 3 + 4 summons it; its Real face reads 2800/2500", function()
  setup { p1 = { hand = { "Gate Colossus" }, monster = { "Rift Hound", "Prism Knight" } } }
  act("Tribute summon Gate Colossus", 1)
  act("Rift Hound", 1)                      -- the 4 left is then the only way to reach 7
  act("Real-ATK", 1)
  local g = find("Gate Colossus", 1, "monster")
  assert(g and not is_void(g), "summoned in Real-ATK")
  assert(find("Rift Hound", 1, "graveyard") and find("Prism Knight", 1, "graveyard"), "both tributes went")
  assert(atk(g) == 2800 and def(g) == 2500, "Real " .. atk(g) .. "/" .. def(g))
end)

test("CW-3.5, CW-4.3: its Void face reads 2600/2000", function()
  setup { p1 = { monster = { { "Gate Colossus", vars = { void = 1 } } } } }
  local g = find("Gate Colossus", 1, "monster")
  assert(atk(g) == 2600 and def(g) == 2000, "Void " .. atk(g) .. "/" .. def(g))
end)

test("CW-10.4: in Real-ATK it destroys a Real Prism Knight and P2 loses 1300 HP", function()
  setup { p1 = { monster = { "Gate Colossus" } }, p2 = { monster = { "Prism Knight" } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Gate Colossus", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "destroyed")
  assert(pvar(2, "hp") == 7000 - 1300, "HP " .. pvar(2, "hp"))
end)
