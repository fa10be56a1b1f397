-- Whirlwind: "Choose 1 dull Forward. Deal it 6000 damage."
test("only a dull Forward can be chosen", function()
  setup { p1 = { hand = { "Whirlwind", "Gale Archer" } }, p2 = { field = { "Quarry Bruiser" } } }
  assert(not has_option("Cast Whirlwind"), "no dull Forward: no legal target (FF-11.3.3)")
  setup { p1 = { hand = { "Whirlwind", "Gale Archer" } }, p2 = { field = { { "Quarry Bruiser", tapped = true } } } }
  act("Cast Whirlwind", 1)
  pass(2)
  assert(var(find("Quarry Bruiser", 2, "field"), "damage") == 6000)
end)
