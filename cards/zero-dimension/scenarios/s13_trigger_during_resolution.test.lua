-- ZD-S13: a trigger during resolution goes on top of the remaining chain (seed L145; ZD-8.9.1, ZD-8.9.2).

local function golem_game()
  setup {
    p1 = { battle = { "Glass Golem" }, hand = { "Census" }, resource = { 1002, 1002 },
           deck = { "Field Hand", "Sky Monk", "Spear Warden", 1001 } },          -- X, Y, Z
    p2 = { hand = { "Shatter", "Quick Study" }, resource = { 1001, 1001, 1002 } },
  }
  return find("Glass Golem", 1, "battle")
end

local function draw_order()
  local out = {}
  for _, l in ipairs(log_lines()) do
    local name = l:match("^P1 draws (.+)#")
    if name then out[#out + 1] = name end
  end
  return out
end

test("ZD-S13 (ZD-8.9, ZD-8.9.1, ZD-8.7): Glass Golem's 【On destroy】 goes above Census and resolves next, with no priority; P1 draws X, then Y and Z", function()
  local golem = golem_game()
  local h1 = count("hand", 1)
  act("Use Census", 1)                       -- link 1
  while decision().kind ~= "priority" do answer(1) end
  pass(1)
  act("Use Shatter", 2)                      -- link 2
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 2)
  pass(1)
  pass(1)
  -- everything resolved without a decision in between
  assert(decision().player == 1 and decision().kind == "priority", "P1 has priority")
  assert(step() == "action" and chain_size() == 0)
  assert(not exists(golem) and find("Glass Golem", 1, "rest"))
  local order = draw_order()
  assert(#order == 3 and order[1] == "Field Hand" and order[2] == "Sky Monk" and order[3] == "Spear Warden",
    "X by the trigger, then Y and Z by Census: " .. table.concat(order, ", "))
  assert(count("hand", 1) == h1 - 1 + 3, "P1's hand is +3 (and Census left it)")
  -- P2 never got to respond to the trigger: P2 still holds Quick Study
  assert(find("Quick Study", 2, "hand"))
end)

test("ZD-S13 variation (ZD-8.9.2, ZD-8.8): Shatter as the only link: the trigger starts a new chain; P1 (the AP) gets priority and P2 may respond", function()
  local golem = golem_game()
  pass(1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(not exists(golem))
  assert(chain_size() == 1 and chain_link(1).label:find("Glass Golem", 1, true), "a new chain with the trigger")
  assert(decision().player == 1 and decision().kind == "priority", "the AP receives priority")
  pass(1)
  assert(decision().player == 2 and has_option("Use Quick Study"), "P2 may respond")
  act("Use Quick Study", 2)
  assert(chain_size() == 2 and decision().player == 1)
  pass(2)
  assert(chain_size() == 0)
  assert(draw_order()[1] == "Field Hand")
end)
