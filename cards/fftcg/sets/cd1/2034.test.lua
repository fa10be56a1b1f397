-- Quarry Foreman: <dull><Earth>: a Forward you control gains +2000 until end of turn.
test("dull icon plus an Earth CP", function()
  setup { p1 = { field = { "Quarry Foreman", "Quarry Bruiser" }, hand = { "Stone Curse" } } }
  act("Use Quarry Foreman", 1)
  pass(2)
  assert(power(find("Quarry Bruiser", 1, "field")) == 9000 and count("hand", 1) == 0)
end)
test("the Foreman cannot pay its own Earth CP with its own dull (FF-16.3)", function()
  setup { p1 = { field = { "Quarry Foreman", "Quarry Bruiser" } } }
  assert(not has_option("Use Quarry Foreman"))
end)
