-- ZD-S29: card-name references and an optional trigger cost (seed L209-213, L171;
-- ZD-3.1, ZD-8.10.2, ZD-9.4.4, ZD-12.7).

local function ward_game()
  setup { p1 = {
    hand = { "Lantern Ward", "Lantern Maiden", "Maiden's Double" }, resource = { 1001, 1001 },
    life = { 1001, 1001, 1001, "Lantern Maiden" },                       -- the top one is a Lantern Maiden
    deck = { "Field Hand", 1001 },
  } }
  local lifetop = cards("life", 1)[4]
  assert(card_name(lifetop) == "Lantern Maiden" and lifetop == top("life", 1))
  act("Use Lantern Ward", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  return lifetop
end

test("ZD-S29 (ZD-8.10.2, ZD-9.4.4, ZD-12.7, ZD-3.1): P1 pays 'scrap 1 life card': the top card is scrapped unflipped (no counter draw); only {Lantern Maiden} may be deployed", function()
  local lifetop = ward_game()
  local ward = find("Lantern Ward", 1, "battle")
  assert(ward)
  -- 1. asked whether to pay
  local d = decision()
  assert(d.player == 1 and d.kind == "yes_no" and d.prompt:find("Lantern Ward", 1, true))
  assert(chain_size() == 0)
  act("Yes", 1)
  -- 2. the top life card went to the rest area, not flipped: no draw
  assert(count("life", 1) == 3)
  assert(not exists(lifetop))
  local scrapped = find("Lantern Maiden", 1, "rest")
  assert(scrapped, "the top life card (a Lantern Maiden) is in the rest area")
  assert(not find("Field Hand", 1, "hand"), "its counter effect did not work")
  assert(chain_size() == 1 and decision().player == 1)
  pass(2)
  -- 3. only the card named Lantern Maiden could be chosen (a single choice: no question)
  assert(decision().kind == "priority")
  local maiden = find("Lantern Maiden", 1, "battle")
  assert(maiden, "Lantern Maiden entered")
  assert(find("Maiden's Double", 1, "hand"), "Maiden's Double shares the character name but not the card name")
  assert(count("hand", 1) == 1)
  assert(count("life", 1) == 3)
end)

test("ZD-S29 (ZD-3.1): the deploy choice filters by card name: with two Maiden's Double and no Lantern Maiden in hand, nothing is deployed", function()
  setup { p1 = {
    hand = { "Lantern Ward", "Maiden's Double", "Maiden's Double" }, resource = { 1001, 1001 },
    life = { 1001, 1001, 1001, 1001 },
  } }
  act("Use Lantern Ward", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  act("Yes", 1)
  pass(2)
  assert(decision().kind == "priority", "no deploy question: no legal choice")
  assert(count("battle", 1) == 1 and count("hand", 1) == 2)
end)

test("ZD-S29 variation (ZD-8.10.2): P1 declines to pay: the effect is not put on the chain, and P1 keeps 4 life cards", function()
  local lifetop = ward_game()
  act("No", 1)
  assert(chain_size() == 0)
  assert(count("life", 1) == 4 and exists(lifetop))
  assert(decision().player == 1 and decision().kind == "priority")
  assert(find("Lantern Maiden", 1, "hand"))
end)
