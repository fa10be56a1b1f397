-- FF-S16: rule processes for Light and Dark (FF-12.4.7, FF-16.6).
test("FF-S16a (FF-16.6): with Dawn Paragon, Dusk Tyrant cannot be played", function()
  setup { p1 = { field = { "Dawn Paragon" }, hand = { "Dusk Tyrant", "Cinder Scout", "Cinder Vanguard", "Quarry Bruiser" } } }
  assert(not has_option("Play Dusk Tyrant"))
end)
test("FF-S16b (FF-12.4.7): Dusk Tyrant put onto the field by an effect: both go to the break zone at the next check", function()
  setup { p1 = { field = { "Dawn Paragon" }, hand = { "Dusk Recall", "Cinder Scout", "Cinder Vanguard" }, ["break"] = { "Dusk Tyrant" } } }
  act("Cast Dusk Recall", 1)
  pass(2)
  assert(find("Dawn Paragon", 1, "break") and find("Dusk Tyrant", 1, "break"))
end)
