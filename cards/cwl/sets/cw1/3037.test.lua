-- Mending Light: Gain 1000 HP or 1000 LP.
test("CW-11.2, CW-1.2: its controller chooses LP and gains 1000 LP", function()
  setup { p1 = { hand = { "Mending Light" }, vars = { lp = 2000 } } }
  act("Activate Mending Light", 1)
  pass(2)
  act("LP", 1)
  assert(pvar(1, "lp") == 3000 and pvar(1, "hp") == 7000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
  assert(pvar(2, "lp") == 7000 and pvar(2, "hp") == 7000, "the opponent is untouched")
  assert(find("Mending Light", 1, "graveyard"), "in the graveyard")
end)

test("CW-11.2, CW-1.2: or HP, and a total may go above its starting value", function()
  setup { p1 = { hand = { "Mending Light" } } }
  act("Activate Mending Light", 1)
  pass(2)
  act("HP", 1)
  assert(pvar(1, "hp") == 8000 and pvar(1, "lp") == 7000, "P1 " .. pvar(1, "hp") .. "/" .. pvar(1, "lp"))
end)
