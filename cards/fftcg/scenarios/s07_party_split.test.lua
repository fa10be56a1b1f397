-- FF-S07: party attack: the defender splits damage in units of 1000 (FF-10.1.4.2.1, FF-15.1.1.9.8).
local function party_attack(blocker)
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Cinder Scout" } }, p2 = { field = blocker and { blocker } or {} } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)
  assert(is_tapped(find("Cinder Vanguard", 1, "field")) and is_tapped(find("Cinder Scout", 1, "field")), "both dulled")
  pass(2)                                   -- the attacking step
end
test("FF-S07 (FF-10.1.4.2.1, FF-15.1.1.9.8, FF-10.1.4.5): 2000 to Vanguard, 5000 to Scout; the party breaks Bruiser", function()
  party_attack("Quarry Bruiser")
  act("Quarry Bruiser", 2)
  pass(2)
  -- P2 assigns Bruiser's 7000 one unit of 1000 at a time: 4500/2500 or 6000/0 cannot be made
  for k = 1, 7 do
    assert(decision().player == 2 and decision().prompt:find("Assign 1000"), "unit " .. k)
    act(k <= 2 and "Cinder Vanguard" or "Cinder Scout", 2)
  end
  local v = find("Cinder Vanguard", 1, "field")
  assert(var(v, "damage") == 2000, "Vanguard survives with 2000")
  assert(find("Cinder Scout", 1, "break"), "Scout is broken (5000)")
  assert(find("Quarry Bruiser", 2, "break"), "12000 breaks Bruiser")
  while step() ~= "declare" do pass(1) end
  assert(var(v, "attacking") == 0, "the party disbanded")
end)
