-- CW-S04: deck-out, including "add 2 cards from your deck" (CW-1.3.3, CW-1.4).

-- The harness deals 20 filler cards when no deck is given: take them away.
local function empty_deck(p) for _, c in ipairs(cards("deck", p)) do move(c, "banished", p) end end

test("CW-S04 (a), CW-1.3.3, CW-6.2: P1 must draw from an empty deck: P1 loses, P2 wins", function()
  setup { active = 2, step = "end" }    -- P2's end phase; P1's turn is next
  empty_deck(1)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 2, tostring(r.reason))
  assert(r.reason:find("CW-1.3.3", 1, true), r.reason)
end)

test("CW-S04 (b), CW-1.3.3, CW-1.4: 'add 2' from a 1-card deck loses at once and moves nothing", function()
  setup { p1 = { hand = { "Supply Cache" }, deck = { "Rift Hound" } } }
  act("Activate Supply Cache", 1)
  pass(2)
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 2, tostring(r.reason))
  assert(count("deck", 1) == 1 and find("Rift Hound", 1, "deck"), "the last card stays in the deck")
  assert(count("hand", 1) == 0, "nothing reached the hand")
end)

test("CW-S04 (c), CW-1.3.3, CW-1.4: Deep Draw with 1 card in each deck: a draw", function()
  setup { p1 = { hand = { "Deep Draw" }, deck = { "Rift Hound" } }, p2 = { deck = { "Rift Hound" } } }
  act("Activate Deep Draw", 1)
  pass(2)
  local r = result()
  assert(r.over and r.draw, "a draw: " .. tostring(r.reason))
  assert(count("deck", 1) == 1 and count("deck", 2) == 1, "no card moved")
end)
