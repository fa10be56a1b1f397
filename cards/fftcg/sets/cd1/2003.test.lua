-- Vesper Duelist: First Strike.
test("First Strike: it breaks a 5000 blocker before the blocker deals damage (FF-15.2.3.2)", function()
  setup { step = "declare", p1 = { field = { "Vesper Duelist" } }, p2 = { field = { "Cinder Scout" } } }
  local d = find("Vesper Duelist", 1, "field")
  act("Attack with Vesper Duelist", 1)
  pass(2)
  act("Cinder Scout", 2)                    -- block
  pass(2)                                   -- first strike, then regular damage
  assert(find("Cinder Scout", 2, "break"), "the blocker was broken by first-strike damage")
  assert(var(d, "damage") == 0, "Duelist was dealt no damage (FF-10.1.3.3)")
  assert(has_kw(d, "first_strike"))
end)
