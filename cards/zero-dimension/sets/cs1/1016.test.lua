-- Harvest Fair: 【On deploy】 Draw 1 card.
test("ZD-7.7, ZD-9.5: the event deploys and draws 1", function()
  setup { p1 = { hand = { "Harvest Fair" }, resource = { 1003, 1003 } } }
  local hand = count("hand", 1)
  act("Use Harvest Fair", 1)
  act("Field Hand", 1)
  pass(2)
  assert(find("Harvest Fair", 1, "event") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == hand)
end)
