-- Iron Edict (continuous): Monsters of level 5 or higher cannot attack directly.

-- From P1's main phase to P1's battle step.
local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- battle start: both pass
end

test("CW-7.6.2, CW-10.2, CW-3.7: resolved, it stops level 5+ direct attacks; a myth monster is level 0", function()
  setup { turn = 2, p1 = { hand = { "Iron Edict" }, monster = { "Gate Colossus", "Ember Drake", "Aether Titan" } } }
  act("Activate Iron Edict", 1)
  pass(2)
  assert(find("Iron Edict", 1, "magic"), "it stays on the field")
  to_battle()
  assert(not has_option("Attack with Gate Colossus"), "level 7: no direct attack")
  assert(has_option("Attack with Ember Drake") and has_option("Attack with Aether Titan"), "the others may")
end)

test("CW-10.2: it stops only direct attacks: a level 7 monster still attacks a monster", function()
  setup { turn = 2, p1 = { hand = { "Iron Edict" }, monster = { "Gate Colossus" } }, p2 = { monster = { "Prism Knight" } } }
  act("Activate Iron Edict", 1)
  pass(2)
  to_battle()
  act("Attack with Gate Colossus", 1)
  pass(2)
  assert(find("Prism Knight", 2, "graveyard") and pvar(2, "hp") == 7000 - (2800 - 1500), "battle: HP " .. pvar(2, "hp"))
end)

test("CW-7.5, CW-7.6.2: set face down it does nothing", function()
  setup { turn = 2, p1 = { monster = { "Gate Colossus" }, magic = { { "Iron Edict", face_down = true, vars = { set_turn = 1 } } } } }
  to_battle()
  act("Attack with Gate Colossus", 1)
  pass(2)
  assert(pvar(2, "hp") == 7000 - 2800, "direct attack: HP " .. pvar(2, "hp"))
end)

test("CW-11.1: it binds the opponent's monsters as well", function()
  setup { active = 2, turn = 4, p1 = { magic = { { "Iron Edict", vars = { live = 1 } } } },   -- resolved earlier
          p2 = { monster = { "Gate Colossus", "Prism Knight" } } }
  act("Pass, to the battle phase", 2)
  pass(3)                                   -- P1 ends the main phase; both pass the battle start
  assert(decision().player == 2 and has_option("Attack with Prism Knight"), "P2's battle step")
  assert(not has_option("Attack with Gate Colossus"), "P2's level 7 monster cannot attack directly")
end)
