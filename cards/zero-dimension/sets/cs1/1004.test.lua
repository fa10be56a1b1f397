-- Grove Titan: no effect.
test("reads 5000/5000 and green in play (ZD-3.4, ZD-3.8, ZD-3.9)", function()
  setup { p1 = { battle = { 1004 } } }
  local c = find(1004, 1, "battle")
  assert(atk(c) == 5000 and def(c) == 5000, "ATK/DEF " .. atk(c) .. "/" .. def(c))
  assert(get(c, "colour") == "green" and card_name(c) == "Grove Titan", "colour and name")
end)

test("ZD-S03: its cost is 6 with 3 green cells; a red-only pool cannot pay (ZD-3.3, ZD-7.5)", function()
  setup { p1 = { hand = { "Grove Titan" }, resource = { 1001, 1001, 1001, 1001, 1001, 1001, 1003, 1003 } } }
  local total, cells = cost_of(find("Grove Titan", 1, "hand"))
  assert(total == 6 and cells == "GGG", total .. " " .. cells)
  assert(not has_option("Use Grove Titan"), "only 2 green resources: rejected")
end)
