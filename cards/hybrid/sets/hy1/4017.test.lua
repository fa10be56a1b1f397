-- Grove Shaman (earth creature, wizard, cost 2, 2 stars, 1/2): "{T}: Gain 2 life."

test("HY-7.13, HY-12.4, HY-1.3: tapped, P1 gains 2 life (no maximum: 20 to 22)", function()
  setup { p1 = { creature = { "Grove Shaman" } } }
  act("Grove Shaman", 1)
  assert(is_tapped(find("Grove Shaman", 1, "creature")), "tapped as the cost")
  pass(2)
  assert(pvar(1, "life") == 22, "life " .. pvar(1, "life"))
end)

test("HY-12.2, HY-7.13: summoned this turn it cannot pay {T}", function()
  setup { p1 = { hand = { "Grove Shaman" }, vars = { mana = 2 } } }
  act("Summon Grove Shaman", 1)
  assert(find("Grove Shaman", 1, "creature") and not has_option("Grove Shaman"))
end)

test("HY-7.12: once per turn by name: a second untapped Grove Shaman cannot use it the same turn", function()
  setup { p1 = { creature = { "Grove Shaman", "Grove Shaman" } } }
  act("Grove Shaman", 1)
  pass(2)
  assert(not has_option("Grove Shaman"), "the name was used")
  assert(pvar(1, "life") == 22)
end)

test("HY-3.4: an earth creature of subcategory wizard, 1/2", function()
  setup { p1 = { creature = { "Grove Shaman" } } }
  local c = find("Grove Shaman", 1, "creature")
  assert(get(c, "attribute") == "earth" and has_subcategory(c, "wizard") and atk(c) == 1 and def(c) == 2)
end)
