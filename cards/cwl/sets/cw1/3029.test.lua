-- Brood Pup. Real: When this card is destroyed by battle: special summon 1 Brood Pup from your deck.

local function attack()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Rift Hound", 1)
  pass(2)
end

test("CW-9.3, CW-7.3, CW-10.4: destroyed by battle in Real, it brings another Brood Pup from the deck", function()
  setup { p1 = { monster = { "Rift Hound" } },
          p2 = { monster = { "Brood Pup" }, deck = { "Ash Imp", "Brood Pup", "Ash Imp" } } }
  attack()
  assert(find("Brood Pup", 2, "graveyard") and pvar(2, "hp") == 7000 - 1000, "destroyed; P2 HP " .. pvar(2, "hp"))
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)
  act("Real-DEF", 2)
  local p = find("Brood Pup", 2, "monster")
  assert(p and in_defence(p) and not is_void(p), "a Brood Pup special summoned in Real-DEF")
  assert(count("deck", 2) == 2 and not find("Brood Pup", 2, "deck"), "taken from the deck")
end)

test("CW-9.3: destroyed by battle in Void, it does not trigger", function()
  setup { p1 = { monster = { { "Rift Hound", vars = { void = 1 } } } },
          p2 = { monster = { { "Brood Pup", vars = { void = 1 } } }, deck = { "Brood Pup" } } }
  attack()
  assert(find("Brood Pup", 2, "graveyard") and pvar(2, "lp") == 7000 - 700, "destroyed; P2 LP " .. pvar(2, "lp"))
  assert(chain_size() == 0 and count("monster", 2) == 0 and find("Brood Pup", 2, "deck"), "no trigger")
end)

test("CW-9: destroyed by an effect, it does not trigger", function()
  setup { p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Brood Pup" }, deck = { "Brood Pup" } } }
  act("Activate Glimmer Bolt", 1)
  pass(2)
  assert(find("Brood Pup", 2, "graveyard"), "destroyed")
  assert(chain_size() == 0 and count("monster", 2) == 0, "no trigger")
end)

test("CW-1.6: with no Brood Pup in the deck nothing is summoned", function()
  setup { p1 = { monster = { "Rift Hound" } }, p2 = { monster = { "Brood Pup" }, deck = { "Ash Imp" } } }
  attack()
  assert(chain_size() == 1, "the trigger still goes on the chain")
  pass(2)
  assert(count("monster", 2) == 0 and count("deck", 2) == 1, "nothing summoned")
end)
