-- Deep Draw: Both players add 2 cards from their decks to their hands.
local function empty_deck(p) for _, c in ipairs(cards("deck", p)) do move(c, "banished", p) end end

test("CW-7.6.1, CW-7.6.2: each player takes 2 cards from their deck; the card goes to the graveyard", function()
  setup { p1 = { hand = { "Deep Draw" } } }
  act("Activate Deep Draw", 1)
  pass(2)
  assert(count("hand", 1) == 2 and count("deck", 1) == 18, "P1: hand " .. count("hand", 1))
  assert(count("hand", 2) == 2 and count("deck", 2) == 18, "P2: hand " .. count("hand", 2))
  assert(find("Deep Draw", 1, "graveyard"), "Deep Draw in the graveyard")
end)

test("CW-1.3.3, CW-1.4: the opponent's 1-card deck: they lose at once and no card moves", function()
  setup { p1 = { hand = { "Deep Draw" } }, p2 = { deck = { "Rift Hound" } } }
  act("Activate Deep Draw", 1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 1 and #r.winners == 1, "P1 wins")
  assert(count("deck", 2) == 1 and count("deck", 1) == 20 and count("hand", 1) == 0, "nothing moved")
end)

test("CW-1.3.3: the short player loses even though the other deck is empty too", function()
  setup { p1 = { hand = { "Deep Draw" }, deck = { "Rift Hound", "Rift Hound" } } }
  empty_deck(2)
  act("Activate Deep Draw", 1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and r.winners[1] == 1, "P2 alone is short: P1 wins")
end)

test("CW-1.3.3, CW-1.4: both players short from one effect: a draw", function()
  setup { p1 = { hand = { "Deep Draw" }, deck = { "Rift Hound" } }, p2 = { deck = { "Rift Hound" } } }
  act("Activate Deep Draw", 1)
  pass(2)
  local r = result()
  assert(r.over and r.draw, "a draw")
  assert(count("deck", 1) == 1 and count("deck", 2) == 1, "no card moved")
end)
