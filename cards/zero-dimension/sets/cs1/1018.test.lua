-- Cloud Board: no effect.
test("ZD-3.10: gives +0/+1000 to its character", function()
  setup { p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Cloud Board", vars = { attached = "@monk" } } } } }
  local monk = find("Sky Monk", 1, "battle")
  assert(atk(monk) == 2000 and def(monk) == 3000)
end)

test("ZD-S08.1, ZD-7.3.1: it cannot go on an opponent's character", function()
  setup { p1 = { hand = { "Cloud Board" }, resource = { 1007 } }, p2 = { battle = { "Sky Monk" } } }
  assert(not has_option("Use Cloud Board"), "no character of P1's to equip")
end)
