-- Storm Oath: Target character's attributes become «Storm» until end of turn.
test("ZD-S28c, ZD-11.5: the Acolyte's attributes are only «Storm»: it loses the Sage's bonus", function()
  setup { p1 = { battle = { "Temple Acolyte", "Temple Sage" }, hand = { "Storm Oath" }, resource = { 1002 } } }
  local a = find("Temple Acolyte", 1, "battle")
  act("Use Storm Oath", 1)
  act("Temple Acolyte", 1)
  pass(2)
  assert(has(a, "attributes", "Storm") and not has(a, "attributes", "Temple"))
  assert(atk(a) == 1000 and def(a) == 1000)
end)
