-- Cinder Kiln: "When a Forward you control is put into the Break Zone, put 1 Ember Counter on
-- Cinder Kiln. Remove 2 Ember Counters from Cinder Kiln: Choose 1 Forward. Deal it 5000 damage."
test("FF-6.7: a Forward its controller controls is broken: 1 Ember Counter on it", function()
  setup { p1 = { field = { { "Cinder Kiln", tapped = true }, "Militia Pikeman", "Rime Adept" },
                                 hand = { "Blaze Wyrm", "Cinder Vanguard" } } }
  act("Cast Blaze Wyrm", 1)
  pass(2)
  assert(chain_size() == 1, "triggered")
  pass(2)
  assert(counters(find("Cinder Kiln", 1, "field"), "ember") == 1)
end)

-- The ability is P2's, used in P1's main phase: counters are set while P1 has priority,
-- and P2's options are computed when P1 passes.
local function kiln(n)
  setup { p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { "Cinder Kiln" } } }
  local k = find("Cinder Kiln", 2, "field")
  add_counters(k, "ember", n)
  pass(1)
  assert(decision().player == 2)
  return k
end
test("FF-11.6.2, FF-15.1.1.10: with 1 Ember Counter the cost cannot be paid: not offered", function()
  kiln(1)
  assert(not has_option("Use Cinder Kiln"))
end)
test("FF-11.6.2, FF-15.1.1.10: removing 2 Ember Counters is the cost: paid on use, then 5000 damage", function()
  local k = kiln(3)
  act("Use Cinder Kiln", 2)                  -- the only target (Cinder Vanguard) is taken at once
  assert(counters(k, "ember") == 1, "2 of 3 removed as the cost: " .. counters(k, "ember"))
  assert(chain_size() == 1)
  pass(2)
  assert(var(find("Cinder Vanguard", 1, "field"), "damage") == 5000)
end)
