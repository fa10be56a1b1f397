-- Scrap Picker: 【My turn start】 You may discard 1 card: Draw 1 card.
test("ZD-8.10.2: paying the discard puts the draw on the chain", function()
  setup { step = "start", p1 = { battle = { "Scrap Picker" }, hand = { "Sky Monk" }, deck = { 1001 } } }
  act("Yes", 1)
  assert(find("Sky Monk", 1, "rest") and chain_size() == 1)
  pass(2)
  assert(find(1001, 1, "hand") and count("hand", 1) == 1)
end)

test("ZD-8.10.2: declined: nothing on the chain", function()
  setup { step = "start", p1 = { battle = { "Scrap Picker" }, hand = { "Sky Monk" } } }
  act("No", 1)
  assert(chain_size() == 0 and find("Sky Monk", 1, "hand"))
end)
