-- Stone Warden: "If Stone Warden would be dealt damage, reduce that damage by 2000 instead."
test("5000 damage becomes 3000 (FF-11.12.5)", function()
  setup { p1 = { hand = { "Blaze Wyrm", "Cinder Scout" }, field = { "Ember Adept" } }, p2 = { field = { "Stone Warden" } } }
  act("Cast Blaze Wyrm", 1)
  pass(2)
  assert(var(find("Stone Warden", 2, "field"), "damage") == 3000)
end)
