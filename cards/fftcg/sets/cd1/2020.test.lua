-- Rime Duelist: S Shatter <Ice>, discard 1 Rime Duelist: 8000 damage.
test("special ability: discard a same-named card plus the CP (FF-11.7.1)", function()
  setup { p1 = { field = { "Rime Duelist" }, hand = { "Rime Duelist", "Frost Lancer" } },
          p2 = { field = { "Quarry Bruiser" } } }
  act("Use Rime Duelist", 1)
  assert(count("hand", 1) == 0 and count("break", 1) == 2, "the same-named discard and the Ice discard")
  pass(2)
  assert(find("Quarry Bruiser", 2, "break"))
end)
test("without a second Rime Duelist in hand it cannot be used", function()
  setup { p1 = { field = { "Rime Duelist" }, hand = { "Frost Lancer" } }, p2 = { field = { "Quarry Bruiser" } } }
  assert(not has_option("Use Rime Duelist"))
end)
