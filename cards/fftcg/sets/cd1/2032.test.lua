-- Stone Curse: "Its power becomes N until the end of the turn."
test("power becomes N, from the printed power (FF-11.3.10, FF-16.10)", function()
  setup { p1 = { hand = { "Stone Curse", "Quarry Bruiser" } }, p2 = { field = { "Cinder Vanguard", "Banner Captain" } } }
  act("Cast Stone Curse", 1)
  pass(2)
  act("2000", 1)                              -- N
  assert(power(find("Cinder Vanguard", 2, "field")) == 3000, "2000 + Banner Captain's 1000")
end)
