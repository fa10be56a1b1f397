-- Bound Shieldbearer: "Bound Shieldbearer must block if able."
test("FF-10.1.3.1.3: the NTP must block with it, not with another Forward, nor not at all", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { "Bound Shieldbearer", "Tide Warden" } } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)                                    -- the block: one option only, answered at once
  assert(blocker() == find("Bound Shieldbearer", 2, "field"), "it blocks")
end)
test("FF-10.1.3.1.3: as far as the restrictions allow: a dull one cannot, the block is free again", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { { "Bound Shieldbearer", tapped = true }, "Tide Warden" } } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)
  assert(has_option("No") and has_option("Tide Warden"), "an optional block")
  act("No", 2)
  assert(not blocker())
end)
