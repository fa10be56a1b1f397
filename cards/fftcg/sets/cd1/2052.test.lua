-- Dusk Tyrant: a Dark Forward.
test("cannot be played while its controller has a Light character (FF-16.6)", function()
  setup { p1 = { hand = { "Dusk Tyrant", "Cinder Scout", "Cinder Vanguard", "Quarry Bruiser" }, field = { "Dawn Paragon" } } }
  assert(not has_option("Play Dusk Tyrant"))
  setup { p1 = { hand = { "Dusk Tyrant", "Cinder Scout", "Cinder Vanguard", "Quarry Bruiser" } } }
  assert(has_option("Play Dusk Tyrant"))
end)
