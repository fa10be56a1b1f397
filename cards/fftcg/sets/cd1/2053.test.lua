-- Withering Totem: "The power of all Forwards becomes 3000."
test("all Forwards: 3000, then + modifications (FF-16.10)", function()
  setup { p1 = { field = { "Withering Totem", "Cinder Vanguard", "Banner Captain" } }, p2 = { field = { "Quarry Bruiser" } } }
  assert(power(find("Cinder Vanguard", 1, "field")) == 4000)
  assert(power(find("Quarry Bruiser", 2, "field")) == 3000)
end)
