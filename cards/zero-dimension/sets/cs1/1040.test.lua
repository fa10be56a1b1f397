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
