-- Gale Archer: "When Gale Archer attacks, it gains +1000 power until the end of the turn."
test("attacking: +1000", function()
  setup { step = "declare", p1 = { field = { "Gale Archer" } } }
  act("Attack with Gale Archer", 1)
  pass(2)
  assert(power(find("Gale Archer", 1, "field")) == 6000)
end)
