-- Temple Sage: Other «Temple» characters in your battle zone get (ATK)+500 (DEF)+500.
test("ZD-11.1: Temple Acolyte reads 1500/1500; the Sage itself and a non-«Temple» character do not change", function()
  setup { p1 = { battle = { "Temple Sage", "Temple Acolyte", "Field Hand" } }, p2 = { battle = { "Temple Acolyte" } } }
  local a = find("Temple Acolyte", 1, "battle")
  assert(atk(a) == 1500 and def(a) == 1500)
  local s = find("Temple Sage", 1, "battle")
  assert(atk(s) == 1500 and def(s) == 1500)
  assert(atk(find("Field Hand", 1, "battle")) == 1000)
  assert(atk(find("Temple Acolyte", 2, "battle")) == 1000, "not the opponent's")
end)

test("ZD-S23, ZD-9.2: from the resource zone it does nothing", function()
  setup { p1 = { battle = { "Temple Acolyte" }, resource = { "Temple Sage" } } }
  assert(atk(find("Temple Acolyte", 1, "battle")) == 1000)
end)
