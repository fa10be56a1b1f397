-- Storm Rite: Target character gains «Storm» until end of turn.
test("ZD-S28c, ZD-3.6: the Acolyte keeps «Temple» and gains «Storm»; still 1500/1500", function()
  setup { p1 = { battle = { "Temple Acolyte", "Temple Sage" }, hand = { "Storm Rite" }, resource = { 1002 } } }
  local a = find("Temple Acolyte", 1, "battle")
  act("Use Storm Rite", 1)
  act("Temple Acolyte", 1)
  pass(2)
  assert(has(a, "attributes", "Temple") and has(a, "attributes", "Storm"))
  assert(atk(a) == 1500 and def(a) == 1500)
end)
