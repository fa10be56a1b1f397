-- Raw Recruit: (tap): Target character gets (ATK)+500 until end of turn.
test("ZD-S17a, ZD-7.2.3: deployed this turn, it cannot attack but can use its tap effect", function()
  setup { p1 = { hand = { "Raw Recruit" }, resource = { 1003 } }, p2 = { life = { 1001 } } }
  act("Use Raw Recruit", 1)
  pass(2)
  assert(not has_option("Initiate a battle"), "no character may attack")
  act("Activate Raw Recruit", 1)
  local r = find("Raw Recruit", 1, "battle")
  assert(is_tapped(r), "tapped as the cost")
  pass(2)
  assert(atk(r) == 1500)
end)
