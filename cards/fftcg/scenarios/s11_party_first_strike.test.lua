-- FF-S11: First Strike in a party needs every member (FF-15.1.1.9.7, FF-15.2.3.4).
test("FF-S11 (FF-15.1.1.9.7): Duelist + Vanguard vs Frost Lancer: all damage at once; 13000 to Lancer; P2 splits 8000", function()
  setup { step = "declare", p1 = { field = { "Vesper Duelist", "Cinder Vanguard" } }, p2 = { field = { "Frost Lancer" } } }
  act("Attack with a party", 1)
  act("Vesper Duelist", 1)
  pass(2)
  act("Frost Lancer", 2)
  pass(2)
  assert(gvar("fs") == 0, "no first-strike step")
  for _ = 1, 8 do act("Cinder Vanguard", 2) end    -- all 8000 to Vanguard
  assert(find("Frost Lancer", 2, "break"), "13000 breaks Lancer")
  assert(find("Cinder Vanguard", 1, "break") and var(find("Vesper Duelist", 1, "field"), "damage") == 0)
end)
