-- Ridge Golem: Monster. <dull>: a Forward gains +1000 until end of turn.
test("a Monster may use its dull ability the turn it enters (FF-16.7)", function()
  setup { p1 = { hand = { "Ridge Golem", "Stone Curse" }, field = { "Quarry Bruiser" } } }
  act("Play Ridge Golem", 1)
  local g = find("Ridge Golem", 1, "field")
  assert(g and not is_tapped(g) and is_monster(g), "enters active")
  assert(not has_power(g), "no power, so FF-12.4.4 leaves it alone (FF-16.24)")
  act("Use Ridge Golem", 1)
  pass(2)
  assert(power(find("Quarry Bruiser", 1, "field")) == 8000)
end)
