-- Vesper Lancer: a vanilla Wind Forward without the generic icon.
test("a second Vesper Lancer cannot be played (FF-7.7.3)", function()
  setup { p1 = { field = { "Vesper Lancer" }, hand = { "Vesper Lancer", "Gale Runner" } } }
  assert(power(find("Vesper Lancer", 1, "field")) == 6000 and element(find("Vesper Lancer", 1, "field")) == "wind")
  assert(not has_option("Play Vesper Lancer"))
end)
