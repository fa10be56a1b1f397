-- Drum Page: While your battle zone has 『Sky Monk』, this card gets (ATK)+1000 (DEF)+1000.
test("ZD-S30: 1000/1000; Sky Monk deployed: 2000/2000 at once; Sky Monk destroyed: 1000/1000", function()
  setup { p1 = { battle = { "Drum Page" }, hand = { "Sky Monk" }, resource = { 1007, 1007, 1007 } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local page = find("Drum Page", 1, "battle")
  assert(atk(page) == 1000 and def(page) == 1000)
  act("Use Sky Monk", 1)
  act("Sky Monk", 1)
  act("Sky Monk", 1)
  pass(2)
  assert(atk(page) == 2000 and def(page) == 2000)
  pass(1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  act("Sky Monk", 2)
  pass(2)
  assert(atk(page) == 1000 and def(page) == 1000)
end)

test("the opponent's Sky Monk does not count", function()
  setup { p1 = { battle = { "Drum Page" } }, p2 = { battle = { "Sky Monk" } } }
  assert(atk(find("Drum Page", 1, "battle")) == 1000)
end)
