-- Night Harvest: "Choose 1 Forward. Break it."
test("breaks it: broken triggers fire (FF-15.1.1.3)", function()
  setup { p1 = { hand = { "Night Harvest", "Cinder Scout", "Cinder Vanguard" } }, p2 = { field = { "Cinder Scout" } } }
  act("Cast Night Harvest", 1)
  pass(2)
  assert(find("Cinder Scout", 2, "break") and chain_size() == 1, "Scout's ability triggered")
end)
