-- Harbor Mercenary: the party icon.
test("may form a party with a Fire Forward (FF-15.1.1.9.2)", function()
  setup { step = "declare", p1 = { field = { "Harbor Mercenary", "Cinder Vanguard" } } }
  act("Attack with a party", 1)
  act("Harbor Mercenary", 1)                 -- then the Vanguard, the only partner
  assert(var(find("Harbor Mercenary", 1, "field"), "attacking") == 1 and var(find("Cinder Vanguard", 1, "field"), "attacking") == 1)
end)
