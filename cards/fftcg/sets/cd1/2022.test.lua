-- Gale Runner: Haste. <dull>: a Forward loses 1000 power until end of turn.
test("Haste: played this turn it may attack and use its dull ability (FF-15.2.2)", function()
  setup { p1 = { hand = { "Gale Runner", "Vesper Lancer", "Gale Archer" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Play Gale Runner", 1)
  assert(has_option("Use Gale Runner"))
  act("Use Gale Runner", 1)
  pass(2)
  assert(power(find("Quarry Bruiser", 2, "field")) == 6000)
  assert(can_attack(find("Gale Runner", 1, "field")) == false, "it is dull now")
end)
