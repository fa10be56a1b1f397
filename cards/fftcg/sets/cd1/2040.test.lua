-- Static Snare: "Choose 1 Forward. Dull it and Freeze it."
test("frozen: it does not activate in its controller's next active phase (FF-15.2.4, FF-16.16)", function()
  setup { p1 = { hand = { "Static Snare", "Spark Courier" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Static Snare", 1)
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(is_tapped(b) and var(b, "frozen") == 1)
end)
test("the frozen Forward stays dull through its controller's active phase, then thaws (FF-16.16)", function()
  setup { active = 2, step = "active", p2 = { field = { { "Quarry Bruiser", tapped = true, vars = { frozen = 1 } }, { "Cinder Vanguard", tapped = true } } } }
  local b, v = find("Quarry Bruiser", 2, "field"), find("Cinder Vanguard", 2, "field")
  assert(is_tapped(b) and var(b, "frozen") == 0, "still dull, no longer frozen")
  assert(not is_tapped(v), "the other one was activated (FF-9.1.1.1)")
end)
