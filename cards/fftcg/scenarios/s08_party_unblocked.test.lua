-- FF-S08: an unblocked party deals 1 damage (FF-10.1.4.1).
test("FF-S08 (FF-10.1.4.1): exactly one card goes to P2's damage zone", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Cinder Scout" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)
  pass(2)
  act("No", 2)                              -- no block
  pass(2)
  assert(count("damage", 2) == 1)
end)
