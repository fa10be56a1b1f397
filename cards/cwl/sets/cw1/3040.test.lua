-- Seeker's Map: Add 1 level 3 or lower monster from your deck to your hand.
local function empty_deck(p) for _, c in ipairs(cards("deck", p)) do move(c, "banished", p) end end

test("CW-1.4, CW-7.6.2: a level 3 or lower monster comes from the deck", function()
  setup { p1 = { hand = { "Seeker's Map" }, deck = { "Gate Colossus", "Prism Knight", "Ember Whelp", "Glimmer Bolt" } } }
  act("Activate Seeker's Map", 1)
  pass(2)                                   -- Ember Whelp is the only match: nobody is asked
  assert(find("Ember Whelp", 1, "hand") and count("hand", 1) == 1, "Ember Whelp added")
  assert(count("deck", 1) == 3, "3 cards left")
  assert(find("Seeker's Map", 1, "graveyard"), "in the graveyard")
end)

test("CW-1.4: a deck with no match: nothing is added and nobody loses", function()
  setup { p1 = { hand = { "Seeker's Map" }, deck = { "Gate Colossus" } } }
  act("Activate Seeker's Map", 1)
  pass(2)
  assert(not result().over, "the game goes on")
  assert(count("hand", 1) == 0 and count("deck", 1) == 1, "nothing moved")
end)

test("CW-1.3.3, CW-1.4: with an empty deck its controller loses", function()
  setup { p1 = { hand = { "Seeker's Map" } } }
  empty_deck(1)
  act("Activate Seeker's Map", 1)
  pass(2)
  local r = result()
  assert(r.over and r.winners[1] == 2, "P2 wins")
end)
