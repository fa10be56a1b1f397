-- Dawn Acolyte: a Light Backup. Enters: draw 1.
test("enters: draw 1", function()
  setup { p1 = { hand = { "Dawn Acolyte", "Cinder Scout" } } }
  act("Play Dawn Acolyte", 1)
  pass(2)
  assert(count("hand", 1) == 1)
end)
test("not with another Light or Dark character (FF-16.6)", function()
  setup { p1 = { hand = { "Dawn Acolyte", "Cinder Scout" }, field = { "Dusk Tyrant" } } }
  assert(not has_option("Play Dawn Acolyte"))
end)
