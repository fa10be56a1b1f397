-- Trophy Hunter: "When Trophy Hunter breaks a Forward, draw 1 card."
test("alone: its battle damage breaks the blocker, it draws", function()
  setup { step = "declare", p1 = { field = { "Trophy Hunter" } }, p2 = { field = { "Militia Pikeman" } } }
  act("Attack with Trophy Hunter", 1)
  pass(2)
  act("Militia Pikeman", 2)
  pass(2)
  assert(find("Militia Pikeman", 2, "break") and chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == 1)
end)
test("FF-15.1.1.9.8: in a party, every member counts as having broken the blocker, not only the first", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Trophy Hunter" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)                 -- the Hunter is not the first member
  pass(2)
  act("Quarry Bruiser", 2)
  pass(2)
  for _ = 1, 7 do act("Cinder Vanguard", 2) end   -- Bruiser's 7000, all to the Vanguard
  assert(find("Quarry Bruiser", 2, "break"), "11000 breaks Bruiser")
  assert(chain_size() == 1 and chain_link(1).label:find("Trophy Hunter"), "the Hunter's ability triggered")
end)
