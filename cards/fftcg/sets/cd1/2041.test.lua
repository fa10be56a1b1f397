-- Bold Sentry: Brave.
test("Brave: not dulled by attacking, still attacks once per turn (FF-15.2.1, FF-10.1.2.1.2)", function()
  setup { step = "declare", p1 = { field = { "Bold Sentry" } } }
  act("Attack with Bold Sentry", 1)
  local s = find("Bold Sentry", 1, "field")
  assert(not is_tapped(s))
  pass(2); pass(2); pass(2)                  -- attacking, block (no blocker), damage
  assert(count("damage", 2) == 1)
  assert(step() == "declare" and not has_option("Attack with Bold Sentry"), "cannot attack again")
end)
