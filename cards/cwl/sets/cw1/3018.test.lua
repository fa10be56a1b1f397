-- Ember Whelp. Void and Real: When this card is sent from the field to the graveyard: add 1 Ember monster from your deck to your hand.

test("CW-9.2, CW-10.4: destroyed in battle in Void, it adds the Ember monster from the deck", function()
  setup { p1 = { monster = { { "Ember Whelp", vars = { void = 1 } } }, deck = { "Rift Hound", "Ember Drake", "Rift Hound" } },
          p2 = { monster = { { "Prism Knight", vars = { void = 1 } } } } }
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with Ember Whelp", 1)
  pass(2)
  assert(find("Ember Whelp", 1, "graveyard"), "destroyed")
  assert(chain_size() == 1, "its trigger is on the chain")
  pass(2)                                   -- one Ember monster in the deck: not asked
  assert(find("Ember Drake", 1, "hand") and count("deck", 1) == 2, "Ember Drake added")
end)

test("CW-9.2, CW-7.2: tributed in Real, it also searches", function()
  setup { p1 = { hand = { "Ember Wyrmlord" }, monster = { "Ember Whelp", "Prism Knight" },
                 deck = { "Rift Hound", "Ember Drake" } } }
  act("Tribute summon Ember Wyrmlord", 1)
  act("Ember Whelp", 1)
  act("Void-ATK", 1)
  pass(2)
  assert(find("Ember Drake", 1, "hand"), "Ember Drake added")
end)

test("CW-9.2: discarded from the hand, it does not trigger", function()
  setup { p1 = { hand = { "Ember Whelp" }, monster = { { "Veil Cartographer", vars = { void = 1 } } },
                 deck = { "Ember Drake", "Ember Drake" } } }
  act("Activate Veil Cartographer", 1)
  pass(2)
  act("Ember Whelp", 1)                     -- the card to discard
  assert(find("Ember Whelp", 1, "graveyard"), "discarded")
  assert(chain_size() == 0 and count("hand", 1) == 1 and count("deck", 1) == 1, "nothing searched")
end)
