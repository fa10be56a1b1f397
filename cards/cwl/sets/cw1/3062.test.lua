-- Signal Flare (tactic, generic): "Draw 1 card."

test("CW-7.9: draws 1 card and goes to the graveyard", function()
  setup { p1 = { tactic = { "Signal Flare" }, deck = { "Ember Drake", "Rift Hound" } } }
  act("Use Signal Flare", 1)
  pass(2)
  assert(count("hand", 1) == 1 and count("deck", 1) == 1, "hand " .. count("hand", 1) .. ", deck " .. count("deck", 1))
  assert(find("Signal Flare", 1, "graveyard") and count("tactic", 1) == 0, "in the graveyard")
end)

test("CW-1.3.3, CW-1.4: with an empty deck its user loses when it resolves", function()
  setup { p1 = { tactic = { "Signal Flare" } } }
  for _, c in ipairs(cards("deck", 1)) do move(c, "banished", 1) end   -- no filler: an empty deck
  assert(count("deck", 1) == 0, "the deck is empty")
  act("Use Signal Flare", 1)
  pass(2)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 2, "P2 wins")
end)
