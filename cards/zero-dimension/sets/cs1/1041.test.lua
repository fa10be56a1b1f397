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

-- ZD-3.3.3 with ZD-1.10: a variable cost is the cost it would have while the
-- card is used, so the ban reads 6, not the 0 it counts as in the hand.
test("ZD-3.3.3, ZD-1.10: Tide Colossus that would cost 6 is not offered under Lockdown", function()
  setup { p1 = { hand = { "Tide Colossus", 1001, 1001, 1001, 1001, 1001, 1001 },
                 resource = { 1002, 1002, 1002, 1002, 1002, 1002 } },
          p2 = { event = { "Lockdown" } } }
  local tc = find("Tide Colossus", 1, "hand")
  assert(cost_of(tc) == 6)
  assert((get(tc, "cost") or 0) == 0, "in the hand it still counts as 0 (ZD-3.3.3)")
  assert(not has_option("Use Tide Colossus"), "cost 6 when used: Lockdown forbids it")
end)

test("ZD-3.3.3, ZD-1.10: Tide Colossus that would cost 4 is used under Lockdown; on the chain it reads its cost", function()
  setup { p1 = { hand = { "Tide Colossus", 1001, 1001, 1001, 1001 }, resource = { 1002, 1002, 1002, 1002 } },
          p2 = { event = { "Lockdown" } } }
  act("Use Tide Colossus", 1)
  while decision().kind ~= "priority" do answer(1) end
  local x = chain_link(1).source
  assert(zone_of(x) == "chain" and cost_at_least(4)(x) and not cost_at_least(5)(x))
  pass(2)
  assert(find("Tide Colossus", 1, "battle"))
end)

test("ZD-3.3.3: outside a use it counts as 0: Rush Order under no ban finds no Tide Colossus to deploy (cost 5 or more)", function()
  setup { p1 = { hand = { "Rush Order", "Tide Colossus", 1001, 1001, 1001, 1001, 1001, 1001 }, resource = { 1001 } } }
  act("Use Rush Order", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(find("Tide Colossus", 1, "hand") and find("Rush Order", 1, "rest"))
end)
