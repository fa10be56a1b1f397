-- Dawn Paragon: a Light Forward.
test("a Light card cannot be discarded for CP, and a Light card's cost takes any CP (FF-5.2.1.3, FF-11.4.6.1)", function()
  setup { p1 = { hand = { "Dawn Paragon", "Dusk Tyrant", "Gale Archer" }, field = { "Gale Adept", "Tide Adept", "Ember Adept" } } }
  act("Play Dawn Paragon", 1)
  assert(find("Dawn Paragon", 1, "field") and find("Dusk Tyrant", 1, "hand"), "Dusk Tyrant was never a source")
end)
