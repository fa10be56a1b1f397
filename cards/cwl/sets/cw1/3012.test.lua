-- Ember Wyrmlord. Real: When this card is tribute summoned: destroy 1 Real monster your opponent controls.

test("CW-9.3, CW-11.1: tribute summoned in Real, it destroys a Real monster of P2, never a Void one", function()
  setup { p1 = { hand = { "Ember Wyrmlord" }, monster = { "Rift Hound", "Dune Strider" } },
          p2 = { monster = { "Prism Knight", { "Tide Lancer", vars = { void = 1 } } } } }
  act("Tribute summon Ember Wyrmlord", 1)
  act("Rift Hound", 1)
  act("Real-ATK", 1)
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)
  assert(find("Prism Knight", 2, "graveyard"), "the Real Prism Knight is destroyed")
  assert(find("Tide Lancer", 2, "monster"), "the Void Tide Lancer is out of its reach")
end)

test("CW-9.3: tribute summoned in Void, nothing triggers", function()
  setup { p1 = { hand = { "Ember Wyrmlord" }, monster = { "Rift Hound", "Dune Strider" } },
          p2 = { monster = { "Prism Knight" } } }
  act("Tribute summon Ember Wyrmlord", 1)
  act("Rift Hound", 1)
  act("Void-ATK", 1)
  assert(chain_size() == 0, "no trigger")
  assert(find("Prism Knight", 2, "monster"), "Prism Knight stays")
end)

test("CW-11.1, CW-1.6: with only Void monsters on P2's side it has nothing to destroy", function()
  setup { p1 = { hand = { "Ember Wyrmlord" }, monster = { "Rift Hound", "Dune Strider" } },
          p2 = { monster = { { "Prism Knight", vars = { void = 1 } } } } }
  act("Tribute summon Ember Wyrmlord", 1)
  act("Rift Hound", 1)
  act("Real-ATK", 1)
  assert(chain_size() == 0, "no trigger goes on the chain")
  assert(find("Prism Knight", 2, "monster"), "the Void Prism Knight stays")
  assert(find("Ember Wyrmlord", 1, "monster") and count("monster", 1) == 1, "its own side is untouched")
end)
