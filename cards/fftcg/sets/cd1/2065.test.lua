-- Gilded Idol: "The power of all Forwards becomes 8000."
test("all Forwards: 8000, then + modifications (FF-16.10)", function()
  setup { p1 = { field = { "Gilded Idol", "Cinder Vanguard", "Banner Captain" } }, p2 = { field = { "Quarry Bruiser" } } }
  assert(power(find("Cinder Vanguard", 1, "field")) == 9000)
  assert(power(find("Quarry Bruiser", 2, "field")) == 8000)
end)
test("the later of two set-to-value effects wins (FF-11.12.4.10, FF-16.10)", function()
  setup { p1 = { field = { "Withering Totem", "Gilded Idol" } }, p2 = { field = { "Quarry Bruiser" } } }
  assert(power(find("Quarry Bruiser", 2, "field")) == 8000, "the Idol entered after the Totem")
end)
