-- ZD-S20: equipment whose character leaves while it is on the chain (seed L326-327; ZD-7.3.3).

test("ZD-S20 (ZD-7.3.3, ZD-9.5, ZD-9.6): Iron Staff whose Sky Monk is destroyed in response is destroyed from the chain; no 【On deploy】, no 【On destroy】", function()
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Iron Staff" }, resource = { 1007, 1007 }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local monk = find("Sky Monk", 1, "battle")
  local h1 = count("hand", 1)
  act("Use Iron Staff", 1)
  while decision().kind ~= "priority" do answer(1) end           -- payment; Sky Monk is the only choice
  assert(chain_size() == 1 and chain_link(1).targets[1] == monk)
  pass(1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 2)
  pass(2)
  -- link 2: Sky Monk destroyed; link 1: Iron Staff destroyed from the chain
  assert(not exists(monk) and find("Sky Monk", 1, "rest"))
  assert(find("Iron Staff", 1, "rest") and not find("Iron Staff", 1, "battle"))
  assert(chain_size() == 0, "no 【On destroy】, no 【On deploy】")
  assert(decision().player == 1 and decision().kind == "priority")
  assert(count("hand", 1) == h1 - 1, "P1's hand is unchanged apart from the Staff used")
  assert(not find("Field Hand", 1, "hand"))
end)
