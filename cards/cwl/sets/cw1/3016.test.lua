-- Rift Stalker. Void: When this card destroys a monster by battle: your opponent loses 300 LP.

local function attack()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Rift Stalker", 1)
  pass(2)
end

test("CW-9.3, CW-11.1, CW-10.4: in Void, after destroying a monster by battle, P2 loses 300 more LP", function()
  setup { p1 = { monster = { { "Rift Stalker", vars = { void = 1 } } } },
          p2 = { monster = { { "Rift Hound", vars = { void = 1 } } } } }
  attack()
  assert(find("Rift Hound", 2, "graveyard"), "Rift Hound destroyed")
  assert(pvar(2, "lp") == 7000 - 400, "battle: 1600 - 1200, LP " .. pvar(2, "lp"))
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)
  assert(pvar(2, "lp") == 7000 - 400 - 300 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp"))
end)

test("CW-9.3: in Real it triggers nothing", function()
  setup { p1 = { monster = { "Rift Stalker" } }, p2 = { monster = { "Ash Imp" } } }
  attack()
  assert(find("Ash Imp", 2, "graveyard"), "Ash Imp destroyed")
  assert(chain_size() == 0, "no trigger")
  assert(pvar(2, "hp") == 7000 - 900 and pvar(2, "lp") == 7000, "HP " .. pvar(2, "hp") .. " LP " .. pvar(2, "lp"))
end)

test("CW-10.4: a direct attack destroys nothing, so it does not trigger", function()
  setup { p1 = { monster = { { "Rift Stalker", vars = { void = 1 } } } } }
  attack()
  assert(chain_size() == 0, "no trigger")
  assert(pvar(2, "lp") == 7000 - 1600, "LP " .. pvar(2, "lp"))
end)
