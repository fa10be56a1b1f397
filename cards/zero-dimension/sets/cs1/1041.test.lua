-- Lockdown: Players can't deploy characters with cost 5 or more.
test("ZD-S18, ZD-1.10: Crown Champion is not offered; Rush Order resolves and deploys nothing", function()
  setup { p1 = { hand = { "Crown Champion", "Rush Order", "Sky Monk" }, resource = { 1001, 1001, 1001, 1001, 1007 } },
          p2 = { event = { "Lockdown" } } }
  assert(not has_option("Use Crown Champion") and has_option("Use Sky Monk"))
  act("Use Rush Order", 1)
  for _ = 1, 4 do if decision().kind ~= "priority" then act("Ember Pike", 1) end end
  pass(2)
  assert(find("Crown Champion", 1, "hand") and find("Rush Order", 1, "rest"))
end)
