-- Ashen Herald: EX BURST "When Ashen Herald enters the field, draw 1 card."
test("enters the field: draw 1 (FF-11.8.16.2.1)", function()
  setup { p1 = { hand = { "Ashen Herald", "Cinder Scout", "Cinder Vanguard" } } }
  act("Play Ashen Herald", 1)
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == 1, "two discarded, one drawn")
end)
test("EX Burst: draw 1, the card stays in the damage zone (FF-16.8.4-5)", function()
  setup { p1 = { hand = { "Mutual Ruin", "Cinder Scout", "Cinder Vanguard" } },
          p2 = { deck = { "Ashen Herald", "Quarry Bruiser" } } }
  act("Cast Mutual Ruin", 1)
  pass(2)
  local h = count("hand", 2)
  act("Yes", 2)
  assert(count("hand", 2) == h + 1 and find("Ashen Herald", 2, "damage"))
end)
