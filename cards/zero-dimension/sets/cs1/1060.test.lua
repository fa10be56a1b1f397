-- Temper Steel: Target equipment gets (ATK)+1000 until end of turn.
test("ZD-S30.4, ZD-3.10: on Iron Staff, the bonus becomes 3000 and Sky Monk reads 5000", function()
  setup { p1 = { battle = { { "Sky Monk", ref = "m" }, { "Iron Staff", vars = { attached = "@m" } } },
                 hand = { "Temper Steel" }, resource = { 1007 } } }
  act("Use Temper Steel", 1)
  pass(2)
  local staff = find("Iron Staff", 1, "battle")
  assert(get(staff, "atk_bonus") == 3000)
  assert(atk(find("Sky Monk", 1, "battle")) == 5000)
end)

test("ZD-11.9.1: no equipment in play: it cannot be used", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Temper Steel" }, resource = { 1007 } } }
  assert(not has_option("Use Temper Steel"))
end)
