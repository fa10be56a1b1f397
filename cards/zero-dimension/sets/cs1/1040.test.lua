-- Banner Hall: Characters you control gain: 'This card gets (DEF)+500.'
test("ZD-S28a: Bright Knight with Iron Staff reads 5000/2500; Silence leaves the Hall's +500", function()
  setup { active = 2, p1 = { battle = { { "Bright Knight", ref = "k" }, { "Iron Staff", vars = { attached = "@k" } } },
                             event = { "Banner Hall" } },
          p2 = { battle = { "Sky Monk" }, hand = { "Silence" }, resource = { 1024 } } }
  local k = find("Bright Knight", 1, "battle")
  assert(atk(k) == 5000 and def(k) == 2500)
  assert(def(find("Sky Monk", 2, "battle")) == 2000, "not the opponent's characters")
  act("Use Silence", 2)
  act("Bright Knight", 2)
  pass(2)
  assert(atk(k) == 4000 and def(k) == 2500)
end)

test("ZD-11.6, ZD-3.7 (L255, L257): the Hall grants an ability: the Knight has it, and keeps it when it loses its own", function()
  setup { active = 2, p1 = { battle = { "Bright Knight" }, event = { "Banner Hall" } },
          p2 = { hand = { "Silence" }, resource = { 1024 } } }
  local k = find("Bright Knight", 1, "battle")
  assert(#abilities(k) == 2, "its printed +1000 and the granted +500: " .. #abilities(k))
  act("Use Silence", 2)
  pass(2)
  assert(#abilities(k) == 1, "only the granted one is left")
  assert(atk(k) == 2000 and def(k) == 2500)
end)

test("ZD-11.6: the granted ability goes when the Hall leaves", function()
  setup { p1 = { battle = { "Bright Knight" }, event = { "Banner Hall" } } }
  local k = find("Bright Knight", 1, "battle")
  assert(def(k) == 2500)
  scrap(find("Banner Hall", 1, "event"))
  assert(def(k) == 2000 and #abilities(k) == 1)
end)
