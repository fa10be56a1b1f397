-- FF-S23: Brave and attacking once per turn (FF-15.2.1, FF-10.1.2.1.2).
test("FF-S23 (FF-15.2.1, FF-10.1.2.1.2): Sentry stays active, cannot attack again, can still pay a dull cost and block", function()
  setup { step = "declare", p1 = { field = { "Bold Sentry" } } }
  act("Attack with Bold Sentry", 1)
  pass(2); pass(2); pass(2)
  local s = find("Bold Sentry", 1, "field")
  assert(not is_tapped(s) and count("damage", 2) == 1)
  assert(not has_option("Attack with Bold Sentry"), "choosing it again is rejected")
  assert(dull_icon_ok(s), "a dull cost can still be paid")
end)
