-- ZD-S08: replacing equipment, and equipping an opponent's character
-- (seed L330-332, L336; ZD-7.3.1 to ZD-7.3.5, ZD-4.2).

-- Passes priority and declines optional choices until `p`'s turn reaches `s` with priority.
local function advance_to(p, s)
  for _ = 1, 300 do
    local d = decision()
    assert(d, "the game ended: " .. tostring(result().reason))
    if d.kind == "priority" and active_player() == p and step() == s then return end
    if d.kind == "priority" then pass(1)
    elseif has_option("None") then act("None")
    else answer(1) end
  end
  error("never reached P" .. p .. "'s " .. s .. " step")
end

local function game()
  return setup {
    p1 = { hand = { "Binding Seal", "Cloud Board" }, resource = { 1024, 1024, 1024 } },
    p2 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } },
           hand = { "Cloud Board" }, resource = { 1001 } },
  }
end

test("ZD-S08 step 1 (ZD-7.3, ZD-7.3.1, L325): Cloud Board cannot be used on P2's Sky Monk", function()
  local refs = game()
  assert(atk(refs.monk) == 4000)
  assert(decision().player == 1 and decision().kind == "priority")
  assert(not has_option("Use Cloud Board"), "P1 has no character of their own; P2's Sky Monk is not a legal choice")
  assert(has_option("Use Binding Seal"))
  assert(#equip_candidates(find("Cloud Board", 1, "hand"), 1) == 0)
end)

test("ZD-S08 steps 2-3 (ZD-7.3.2, ZD-7.3.5, ZD-4.2, ZD-9.6): Binding Seal on P2's Sky Monk scraps Iron Staff to P2's rest area; P2's Cloud Board later scraps the Seal to P1's", function()
  local refs = game()
  local hand2 = count("hand", 2)
  act("Use Binding Seal", 1)
  while decision().kind ~= "priority" do answer(1) end      -- payment; Sky Monk is the only choice
  assert(chain_size() == 1 and chain_link(1).targets[1] == refs.monk)
  pass(2)
  local seal = find("Binding Seal", 2, "battle")
  assert(seal, "Binding Seal sits in P2's battle zone")
  assert(controller(seal) == 2 and owner(seal) == 1, "P2 controls it, P1 owns it")
  assert(var(seal, "attached") == refs.monk)
  assert(not exists(refs.staff) and find("Iron Staff", 2, "rest"), "Iron Staff scrapped to P2's rest area")
  assert(chain_size() == 0, "scrapping is not destruction: no 【On destroy】")
  assert(count("hand", 2) == hand2, "P2 drew nothing")
  assert(atk(refs.monk) == 1000 and raw_atk(refs.monk) == 1000, "2000 - 1000")
  -- 3. P2's next turn: P2's own Cloud Board on Sky Monk.
  advance_to(2, "action")
  assert(exists(refs.monk) and exists(seal))
  act("Use Cloud Board", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local board = find("Cloud Board", 2, "battle")
  assert(board and var(board, "attached") == refs.monk)
  assert(not exists(seal) and find("Binding Seal", 1, "rest"), "the Seal goes to its owner's (P1's) rest area")
  assert(not find("Binding Seal", 2, "rest"))
  assert(atk(refs.monk) == 2000 and def(refs.monk) == 3000, "2000/3000")
  assert(#equipment_of(refs.monk) == 1)
end)
