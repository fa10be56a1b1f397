-- Supply Cache: Add 2 cards from your deck to your hand.
test("CW-7.6.1, CW-7.6.2: its controller takes the top 2 cards; the card goes to the graveyard", function()
  setup { p1 = { hand = { "Supply Cache" }, deck = { "Ember Drake", "Prism Knight", "Rift Hound" } } }
  act("Activate Supply Cache", 1)
  pass(2)
  assert(find("Ember Drake", 1, "hand") and find("Prism Knight", 1, "hand"), "the top 2 cards")
  assert(count("hand", 1) == 2 and count("deck", 1) == 1, "1 card left in the deck")
  assert(count("hand", 2) == 0, "the opponent takes nothing")
  assert(find("Supply Cache", 1, "graveyard"), "Supply Cache in the graveyard")
end)

test("CW-1.3.3, CW-1.4: with 1 card in the deck its controller loses at once and the card stays", function()
  setup { p1 = { hand = { "Supply Cache" }, deck = { "Ember Drake" } } }
  act("Activate Supply Cache", 1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 2, "P2 wins")
  assert(find("Ember Drake", 1, "deck") and count("hand", 1) == 0, "nothing moved")
end)

test("CW-7.5, CW-7.6.3: set this turn it waits; from P2's next turn it can be activated", function()
  setup { turn = 2, p1 = { hand = { "Supply Cache" } } }
  act("Set Supply Cache", 1)
  assert(not has_option("Activate the set Supply Cache"), "not on the turn it was set")
  act("Pass, to the end phase", 1)
  pass(3)                                   -- P2 ends the main phase; both pass the end phase
  assert(active_player() == 2, "P2's turn")
  pass(1)                                   -- P2 passes in its draw phase
  act("Activate the set Supply Cache", 1)
  pass(2)
  assert(count("hand", 1) == 2, "P1 took 2 cards in P2's turn")
end)
