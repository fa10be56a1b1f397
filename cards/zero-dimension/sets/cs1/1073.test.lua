-- Storm Caller: 【During opponent's turn】 «Storm» characters you control get (DEF)+1000.
test("ZD-9.14: during the opponent's turn it reads 1000/2000; a non-«Storm» Sky Monk is unchanged", function()
  setup { active = 2, p1 = { battle = { "Storm Caller", "Sky Monk" } } }
  assert(def(find("Storm Caller", 1, "battle")) == 2000 and def(find("Sky Monk", 1, "battle")) == 2000)
end)

test("ZD-9.14: 1000/1000 during its controller's turn; Storm Rite on the opponent's turn adds Sky Monk", function()
  setup { p1 = { battle = { "Storm Caller" } } }
  assert(def(find("Storm Caller", 1, "battle")) == 1000)
  setup { active = 2, p1 = { battle = { "Storm Caller", "Sky Monk" }, hand = { "Storm Rite" }, resource = { 1002 } } }
  pass(1)
  act("Use Storm Rite", 1)
  act("Sky Monk", 1)
  pass(2)
  assert(def(find("Sky Monk", 1, "battle")) == 3000)
end)
