-- ZD-S21: the equipped character leaves (seed L333; ZD-7.3.6, ZD-11.10.4).

local function staff_game(extra)
  local p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } }
  if extra then
    p2.battle = { { "Stone Sentinel", ref = "sentinel" }, { "Hollow Mantle", vars = { attached = "@sentinel" } } }
  end
  return setup {
    active = 2,
    p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } },
           deck = { "Field Hand", 1001 } },
    p2 = p2,
  }
end

test("ZD-S21 (ZD-7.3.6, ZD-11.10.4, ZD-9.6, ZD-8.9.2): Sky Monk destroyed: the state check destroys Iron Staff at once; its 【On destroy】 draws P1 1", function()
  local refs = staff_game(false)
  local h1 = count("hand", 1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(not exists(refs.monk) and find("Sky Monk", 1, "rest"))
  assert(not exists(refs.staff) and find("Iron Staff", 1, "rest"), "Iron Staff destroyed")
  assert(chain_size() == 1 and chain_link(1).label:find("Iron Staff", 1, true) and chain_link(1).controller == 1)
  assert(decision().player == 2, "P2 (the AP) receives priority")
  pass(2)
  assert(count("hand", 1) == h1 + 1 and find("Field Hand", 1, "hand"))
end)

test("ZD-S21 variation (ZD-7.3.6): Sky Monk returned to the hand by an effect: Iron Staff is still destroyed", function()
  local refs = setup {
    active = 2,
    p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } },
           deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Quick Study" }, resource = { 1002 } },
  }
  local h1 = count("hand", 1)
  -- No CS1 card returns a character to the hand: the ruleset's return_to_hand
  -- stands for "an effect"; P2's next action runs the state checks.
  return_to_hand(refs.monk)
  assert(find("Sky Monk", 1, "hand") and count("hand", 1) == h1 + 1)
  act("Use Quick Study", 2)
  assert(not exists(refs.staff) and find("Iron Staff", 1, "rest"), "destroyed: its character left")
  -- its 【On destroy】 went on the chain above Quick Study
  assert(chain_size() == 2 and chain_link(2).label:find("Iron Staff", 1, true) and chain_link(2).controller == 1)
  pass(2)
  assert(count("hand", 1) == h1 + 2 and find("Field Hand", 1, "hand"), "P1 drew 1")
end)

test("ZD-S21 variation (ZD-7.3.6, ZD-11.8): Sky Monk removed from the game instead of destroyed (Hollow Mantle): Iron Staff is still destroyed and draws", function()
  local refs = staff_game(true)
  local h1 = count("hand", 1)
  act("Use Shatter", 2)
  while decision().prompt:find("Tap a resource", 1, true) do answer(1) end
  act("Sky Monk", 2)                            -- the target (Stone Sentinel is the other choice)
  pass(2)
  assert(find("Sky Monk", 1, "removed"), "removed instead")
  assert(find("Iron Staff", 1, "rest"), "equipment is not a character: Hollow Mantle does not remove it")
  assert(chain_size() == 1)
  pass(2)
  assert(count("hand", 1) == h1 + 1)
end)
