-- Prism Envoy: "<Fire><Ice>: Draw 1 card."
test("an ability cost with two elements: discard a Fire and an Ice card (FF-11.6.2.1, FF-16.3)", function()
  setup { p1 = { field = { "Prism Envoy" }, hand = { "Cinder Scout", "Frost Lancer" } } }
  act("Use Prism Envoy", 1)
  assert(count("break", 1) == 2, "both discarded: excess 1 Fire and 1 Ice is allowed")
  assert(decision().player == 1, "the user keeps priority (FF-11.6.11)")
  pass(2)
  assert(count("hand", 1) == 1, "drew 1")
end)
