-- Ember Covenant (combination): Materials: 2 Ember cards. Destroy every Real
-- monster your opponent controls with 1800 or less ATK.
test("CW-7.8, CW-11.1: it destroys the opponent's Real monsters with 1800 or less ATK, no others", function()
  setup { turn = 2, p1 = { extra = { "Ember Covenant" }, hand = { "Ember Drake" },
                           monster = { { "Ember Drake", vars = { void = 1 } }, "Rift Hound" } },
          p2 = { monster = { "Prism Knight", "Tide Lancer", "Gate Colossus", { "Rift Hound", vars = { void = 1 } } } } }
  act("Activate Ember Covenant", 1)
  answer(1)                                 -- the first Ember Drake; the other is forced
  assert(count("graveyard", 1) == 2 and count("hand", 1) == 0, "both Ember Drakes sent as materials")
  pass(2)
  assert(find("Prism Knight", 2, "graveyard") and find("Tide Lancer", 2, "graveyard"), "1500 and 1800: destroyed")
  assert(find("Gate Colossus", 2, "monster"), "2800 stays")
  assert(find("Rift Hound", 2, "monster"), "a Void monster stays")
  assert(find("Rift Hound", 1, "monster"), "its controller's own Real monster stays")
  assert(find("Ember Covenant", 1, "graveyard"), "Ember Covenant in the graveyard")
end)

test("CW-7.8, CW-12.8: one Ember card is not enough; a card's own field does not count", function()
  setup { turn = 2, p1 = { extra = { "Ember Covenant" }, hand = { "Ember Drake", "Prism Knight" } } }
  assert(not has_option("Activate Ember Covenant"), "only one Ember card")
end)

test("CW-7.8: both materials may come from the hand", function()
  setup { turn = 2, p1 = { extra = { "Ember Covenant" }, hand = { "Ember Wyrmlord", "Ember Drake" } },
          p2 = { monster = { "Prism Knight" } } }
  act("Activate Ember Covenant", 1)
  answer(1)
  pass(2)
  assert(find("Ember Wyrmlord", 1, "graveyard") and find("Ember Drake", 1, "graveyard"), "materials from the hand")
  assert(find("Prism Knight", 2, "graveyard"), "destroyed")
end)
