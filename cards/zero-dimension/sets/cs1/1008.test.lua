-- Iron Staff: 【On destroy】 Draw 1 card.
test("ZD-3.10: the equipped Sky Monk reads ATK 4000", function()
  setup { p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", vars = { attached = "@monk" } } } } }
  local monk = find("Sky Monk", 1, "battle")
  assert(atk(monk) == 4000 and def(monk) == 2000, atk(monk) .. "/" .. def(monk))
end)

test("ZD-S21, ZD-11.10.4: its character is destroyed, the state check destroys the Staff, its owner draws 1", function()
  setup { active = 2, p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", vars = { attached = "@monk" } } } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local hand = count("hand", 1)
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  pass(2)
  assert(find("Iron Staff", 1, "rest") and find("Sky Monk", 1, "rest"), "both in the rest area")
  assert(chain_size() == 1, "the Staff's 【On destroy】 is on a new chain")
  pass(2)
  assert(count("hand", 1) == hand + 1, "P1 drew 1")
end)
