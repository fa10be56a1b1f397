-- ZD-S18: timing: normal versus instant, and "cannot" beats "can"
-- (seed L111, L277-281, L309-312, L340-341; ZD-7.1, ZD-7.4.1, ZD-1.10).

local function hand() return { "Census", "Quick Study", "Quick Study" } end
local RES = { 1002, 1002, 1002, 1002, 1002 }

test("ZD-S18 (ZD-7.4.1, ZD-7.4.2, C1): in P1's start, draw and resource steps Census is rejected and Quick Study is legal", function()
  setup { step = "start", p1 = { hand = hand(), resource = RES } }
  for _, s in ipairs({ "start", "draw", "resource" }) do
    -- the resource step first offers the placement; decline it
    if decision().kind ~= "priority" then act("None", 1) end
    assert(step() == s and decision().player == 1 and decision().kind == "priority", "P1 has priority in the " .. s .. " step")
    assert(not has_option("Use Census"), "Census offered in the " .. s .. " step")
    -- sent anyway (an option index the decision does not have): rejected, nothing changes (ZD-11.16)
    local h = state_hash()
    local ok, msg = try_answer(#decision().options + 1)
    assert(not ok and msg and state_hash() == h)
    assert(has_option("Use Quick Study"), "Quick Study not offered in the " .. s .. " step")
    pass(2)
  end
  assert(step() == "action")
end)

test("ZD-S18 (ZD-7.1, ZD-7.4.1): at main timing Census is legal; with a link on the chain it is rejected and a second Quick Study is legal", function()
  setup { p1 = { hand = hand(), resource = RES } }
  assert(step() == "action" and chain_size() == 0 and has_option("Use Census"))
  act("Use Quick Study", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 1 and decision().player == 1)
  assert(not has_option("Use Census"), "the chain is not empty")
  assert(has_option("Use Quick Study"))
  act("Use Quick Study", 1)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 2)
  pass(2)
  assert(chain_size() == 0 and has_option("Use Census"), "legal again once the chain is empty")
end)

test("ZD-S18 (ZD-7.4.1): during a battle (the attack step) Census is rejected; Quick Study is legal", function()
  setup { p1 = { battle = { "Raider" }, hand = hand(), resource = RES }, p2 = { life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  assert(step() == "attack" and decision().player == 1 and chain_size() == 0)
  assert(not has_option("Use Census"))
  assert(has_option("Use Quick Study"))
  pass(2)
  assert(step() == "defence")
  assert(not has_option("Use Census") and has_option("Use Quick Study"))
end)

test("ZD-S18 (ZD-7.1, ZD-6.8): during P2's turn Census is rejected; Quick Study is legal whenever P1 has priority", function()
  setup { active = 2, step = "start", p1 = { hand = hand(), resource = RES } }
  local seen = 0
  for _ = 1, 40 do
    local d = decision()
    if not d or (active_player() == 1) then break end
    if d.kind == "priority" and d.player == 1 then
      seen = seen + 1
      assert(not has_option("Use Census"), "Census offered to P1 in P2's " .. step() .. " step")
      assert(has_option("Use Quick Study"), "Quick Study not offered in P2's " .. step() .. " step")
    end
    if d.kind == "priority" then pass(1) elseif has_option("None") then act("None") else answer(1) end
  end
  assert(seen >= 4, "P1 had priority in P2's start, draw, resource, action and end steps: " .. seen)
end)

test("ZD-S18 (ZD-6.8): the NAP can never use characters, equipment, events or normal tactics", function()
  setup {
    p1 = { battle = { "Sky Monk" } },
    p2 = { battle = { "Field Hand" }, hand = { "Spear Warden", "Iron Staff", "Harvest Fair", "Census", "Quick Study" },
           resource = { 1007, 1007, 1007, 1007 } },
  }
  pass(1)
  assert(decision().player == 2 and step() == "action" and chain_size() == 0)
  for _, n in ipairs({ "Spear Warden", "Iron Staff", "Harvest Fair", "Census" }) do
    assert(not has_option("Use " .. n), n .. " offered to the NAP")
  end
  assert(has_option("Use Quick Study"))
end)

test("ZD-S18 (ZD-1.10): with P2's Lockdown, P1's Crown Champion (cost 5) is not offered; Rush Order resolves, deploys nothing and goes to the rest area", function()
  setup {
    p1 = { hand = { "Crown Champion", "Rush Order", "Bell Herald" }, resource = { 1001, 1001, 1001, 1001, 1001, 1002 } },
    p2 = { event = { "Lockdown" } },
  }
  assert(not has_option("Use Crown Champion"), "cannot beats can")
  assert(has_option("Use Bell Herald"), "cost 2 is not affected")
  act("Use Rush Order", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(decision().kind == "priority" and decision().player == 1, "no deploy choice offered")
  assert(count("battle", 1) == 0 and find("Crown Champion", 1, "hand"))
  assert(find("Rush Order", 1, "rest"))
end)

test("ZD-S18 control (ZD-1.10, ZD-7.2.1): without Lockdown, Rush Order deploys Crown Champion", function()
  setup { p1 = { hand = { "Crown Champion", "Rush Order" }, resource = { 1001, 1001, 1001, 1001, 1001, 1001 } } }
  assert(has_option("Use Crown Champion"))
  act("Use Rush Order", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(find("Crown Champion", 1, "battle"))
end)
