-- Twin Banner: no effect (character names 『Bell Herald』 and 『Spear Warden』).
test("reads 2000/2000 and has both character names (ZD-3.5)", function()
  setup { p1 = { battle = { "Twin Banner" } } }
  local c = find("Twin Banner", 1, "battle")
  assert(atk(c) == 2000 and def(c) == 2000)
  assert(has(c, "names", "Bell Herald") and has(c, "names", "Spear Warden") and not has(c, "names", "Twin Banner"))
end)

test("ZD-S07c, ZD-11.10.3: deployed next to Bell Herald and Spear Warden, scrapping only Bell Herald is not enough", function()
  setup { p1 = { battle = { "Bell Herald", "Spear Warden" }, hand = { "Twin Banner" }, resource = { 1002, 1002, 1002 } } }
  act("Use Twin Banner", 1)
  act("Ember Pike", 1)
  act("Ember Pike", 1)
  pass(2)
  act("Bell Herald", 1)                         -- Spear Warden is still duplicated, and scrapping
  -- Twin Banner now would scrap Bell Herald for nothing: Spear Warden is the only pick left (forced)
  assert(decision().kind == "priority")
  assert(find("Twin Banner", 1, "battle") and count("battle", 1) == 1, "only Twin Banner is left")
  assert(count("rest", 1) == 2)
end)
