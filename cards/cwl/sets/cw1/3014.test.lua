-- Rift Behemoth. Void: When this card declares an attack: your opponent loses 500 LP.

local function to_attack()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Rift Behemoth", 1)
end

test("CW-9.3, CW-11.1: in Void, declaring an attack costs P2 500 LP before the battle", function()
  setup { p1 = { monster = { { "Rift Behemoth", vars = { void = 1 } } } },
          p2 = { monster = { { "Gale Squire", vars = { void = 1 } } } } }
  to_attack()
  assert(chain_size() == 1, "the trigger is on the chain")
  pass(2)
  assert(pvar(2, "lp") == 7000 - 500 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp"))
  assert(find("Gale Squire", 2, "monster"), "no battle yet")
  pass(2)                                   -- the attack step: damage (2900 - 1000)
  assert(find("Gale Squire", 2, "graveyard"), "Gale Squire destroyed")
  assert(pvar(2, "lp") == 7000 - 500 - 1900, "LP " .. pvar(2, "lp"))
end)

test("CW-9.3, CW-10.4: in Real it triggers nothing; its direct attack costs HP only", function()
  setup { p1 = { monster = { "Rift Behemoth" } } }
  to_attack()
  assert(chain_size() == 0, "no trigger")
  pass(2)
  assert(pvar(2, "lp") == 7000 and pvar(2, "hp") == 7000 - 2700, "HP " .. pvar(2, "hp") .. " LP " .. pvar(2, "lp"))
end)

test("CW-7.2, CW-12.7, CW-3.5: level 8 needs levels 4 + 4; its faces read 2900/2400 and 2700/2600", function()
  setup { p1 = { hand = { "Rift Behemoth" }, monster = { "Prism Knight", "Tide Lancer" } } }
  act("Tribute summon Rift Behemoth", 1)
  act("Prism Knight", 1)
  act("Void-DEF", 1)
  local b = find("Rift Behemoth", 1, "monster")
  assert(b and count("monster", 1) == 1, "both tributes went")
  assert(atk(b) == 2900 and def(b) == 2400, "Void " .. atk(b) .. "/" .. def(b))
  set_var(b, "void", 0)
  assert(atk(b) == 2700 and def(b) == 2600, "Real " .. atk(b) .. "/" .. def(b))
end)
