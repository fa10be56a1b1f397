-- Mind Tether: gain control of 1 Forward until end of turn.
test("control changes until end of turn; not entering the field (FF-6.2.6.1)", function()
  setup { p1 = { hand = { "Mind Tether", "Spark Courier", "Volt Adept" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Cast Mind Tether", 1)
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(controller(b) == 1 and owner(b) == 2)
  cleanup_step()
  assert(controller(b) == 2)
end)
