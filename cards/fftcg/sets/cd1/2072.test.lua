-- Ashfall Censer: "When a counter is removed from a character you control, draw 1 card."
-- Cinder Kiln's cost removes 2 Ember Counters (FF-15.1.1.10).
local function kiln_used(censer_side)
  local p2 = { field = { "Cinder Kiln" } }
  local p1 = { field = { "Cinder Vanguard" } }
  table.insert(censer_side == 2 and p2.field or p1.field, { "Ashfall Censer", tapped = true })
  setup { p1 = p1, p2 = p2 }
  add_counters(find("Cinder Kiln", 2, "field"), "ember", 2)
  pass(1)
  act("Use Cinder Kiln", 2)
end
test("FF-16.18 counter_removed: counters removed from its controller's character as a cost: it triggers", function()
  kiln_used(2)
  assert(chain_size() == 2, "the Kiln's ability and, above it, the Censer's trigger: " .. chain_size())
  local before = count("hand", 2)
  pass(2)
  assert(count("hand", 2) == before + 1 and chain_size() == 1, "P2 drew 1")
end)
test("FF-16.18: counters removed from the opponent's character: no trigger", function()
  kiln_used(1)
  assert(chain_size() == 1)
end)
test("FF-16.18: counters placed are not removed: no trigger", function()
  setup { p1 = { field = { { "Cinder Kiln", tapped = true }, { "Ashfall Censer", tapped = true }, "Militia Pikeman", "Rime Adept" },
                                 hand = { "Blaze Wyrm", "Cinder Vanguard" } } }
  act("Cast Blaze Wyrm", 1)
  pass(2)                                    -- the Pikeman is broken: the Kiln triggers
  pass(2)                                    -- 1 Ember Counter placed
  assert(counters(find("Cinder Kiln", 1, "field"), "ember") == 1 and chain_size() == 0)
end)
