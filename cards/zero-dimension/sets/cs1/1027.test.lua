-- Binding Seal: This card may be equipped to an opponent's character.
test("ZD-S08.2: on P2's Sky Monk: P2 controls it, the old Iron Staff is scrapped (no draw), ATK 1000", function()
  setup { p1 = { hand = { "Binding Seal" }, resource = { 1024, 1024 } },
          p2 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", vars = { attached = "@monk" } } } } }
  local hand2 = count("hand", 2)
  act("Use Binding Seal", 1)
  act("Stone Sentinel", 1)
  pass(2)
  local seal = find("Binding Seal", 2, "battle")
  assert(seal and controller(seal) == 2 and owner(seal) == 1, "in P2's battle zone, owned by P1")
  assert(find("Iron Staff", 2, "rest") and chain_size() == 0, "scrapped, not destroyed")
  assert(atk(find("Sky Monk", 2, "battle")) == 1000)
  pass(2)
  assert(count("hand", 2) == hand2)
end)

test("ZD-S08.3, ZD-4.2: replaced on P2's turn by Cloud Board, it goes to its owner's (P1's) rest area", function()
  setup { p1 = { hand = { "Binding Seal" }, resource = { 1024, 1024 } },
          p2 = { battle = { "Sky Monk" }, hand = { "Cloud Board" }, resource = { 1007 } } }
  act("Use Binding Seal", 1)
  act("Stone Sentinel", 1)
  pass(2)
  while not (step() == "action" and active_player() == 2) do
    if decision().kind == "priority" then pass(1) else act("None") end   -- place no resource
  end
  act("Use Cloud Board", 2)
  pass(2)
  assert(find("Binding Seal", 1, "rest"), "to P1's rest area")
  local monk = find("Sky Monk", 2, "battle")
  assert(atk(monk) == 2000 and def(monk) == 3000)
end)
