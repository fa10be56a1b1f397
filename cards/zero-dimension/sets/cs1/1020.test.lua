-- Harbor Scout: Scrap this card and one other character in your battle zone: Search your deck for a
-- «Crew» character with cost 5 or less, deploy it, then shuffle your deck.
test("ZD-S05: the cost scraps both at once; Rope Courier's LV2 draw resolves first, then the search", function()
  setup { p1 = { battle = { "Harbor Scout", { "Rope Courier", vars = { level = 2 } } },
                 deck = { 1001, "Deck Hand", 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Activate Harbor Scout", 1)
  assert(find("Harbor Scout", 1, "rest") and find("Rope Courier", 1, "rest"), "both scrapped as the cost")
  assert(chain_size() == 2, "Rope Courier's trigger is on top of the Scout's effect")
  assert(decision().player == 1, "the AP has priority")
  pass(2)
  assert(count("hand", 1) == hand + 1, "link 2: P1 drew 1")
  act("Deck Hand", 1)           -- link 1: the search finds Deck Hand
  assert(find("Deck Hand", 1, "battle"), "Deck Hand deployed although the Scout has left (ZD-8.11)")
  assert(count("deck", 1) == 2)
end)

test("ZD-S05 variation: Rope Courier at LV1: only the Scout's link", function()
  setup { p1 = { battle = { "Harbor Scout", "Rope Courier" }, deck = { "Deck Hand", 1001 } } }
  act("Activate Harbor Scout", 1)
  assert(chain_size() == 1)
end)

test("ZD-12.16: a «Crew» character with cost 6 is not found; the search may fail", function()
  setup { p1 = { battle = { "Harbor Scout", "Field Hand" }, deck = { "Grove Titan", "Rope Courier" } } }
  act("Activate Harbor Scout", 1)
  pass(2)
  local opts = decision().options
  for _, o in ipairs(opts) do assert(not o:find("Grove Titan"), "Grove Titan is no «Crew»") end
  answer(#opts)                 -- the last option declines: find nothing
  assert(count("battle", 1) == 0 and count("deck", 1) == 2, "nothing deployed")
end)

test("ZD-12.16: the searcher sees the cards that match; the opponent sees only who searches", function()
  setup { p1 = { battle = { "Harbor Scout", "Field Hand" }, deck = { "Deck Hand", "Grove Titan", "Deck Hand" } } }
  act("Activate Harbor Scout", 1)
  pass(2)
  local mine, theirs = decision_view(1), decision_view(2)
  assert(#mine.options == 3, "two Deck Hands and find nothing")
  for i = 1, 2 do assert(mine.options[i]:find("Deck Hand"), "P1 reads the card: " .. mine.options[i]) end
  assert(theirs.player == 1 and theirs.options == nil, "P2 sees that P1 decides, not among what")
end)
