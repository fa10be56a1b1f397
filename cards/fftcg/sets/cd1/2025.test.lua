-- Zephyr Sage: <dull>: Choose 1 Forward. Activate it.
test("activates a dull Forward", function()
  setup { p1 = { field = { "Zephyr Sage", { "Cinder Vanguard", tapped = true } } } }
  act("Use Zephyr Sage", 1)
  pass(2)
  assert(not is_tapped(find("Cinder Vanguard", 1, "field")))
end)
test("a Backup played this turn cannot pay a dull icon (FF-11.6.2.2, FF-16.19)", function()
  setup { p1 = { field = { { "Zephyr Sage", vars = { since = 3 } }, { "Cinder Vanguard", tapped = true } } } }
  assert(not has_option("Use Zephyr Sage"))
end)
