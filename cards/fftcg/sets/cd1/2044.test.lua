-- Tide Warden: "When Tide Warden blocks, it gains +2000 power until the end of the turn."
test("blocks: +2000, and survives a 8000 attacker", function()
  setup { step = "declare", p1 = { field = { "Frost Lancer" } }, p2 = { field = { "Tide Warden" } } }
  act("Attack with Frost Lancer", 1)
  pass(2)
  act("Tide Warden", 2)
  assert(chain_size() == 1)
  pass(2)
  assert(power(find("Tide Warden", 2, "field")) == 9000)
  pass(2)                                    -- damage: 8000 vs 9000
  assert(find("Tide Warden", 2, "field") and find("Frost Lancer", 1, "break"))
end)
