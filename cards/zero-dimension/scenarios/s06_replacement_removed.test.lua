-- ZD-S06: a destroyed card is removed from the game instead (seed L198-204).

local function mantle_game(victim, lv)
  return setup {
    active = 2,
    p1 = { battle = { { victim, vars = { level = lv } } } },
    p2 = {
      battle = { { "Stone Sentinel", ref = "sentinel" }, { "Hollow Mantle", vars = { attached = "@sentinel" } } },
      hand = { "Shatter" }, resource = { 1001, 1001 },
    },
  }
end

test("ZD-S06 (ZD-4.12.1, ZD-11.8.4, ZD-9.6): a LV3 Crown Champion is removed instead; its look-back 【On destroy】 cannot bring it back", function()
  mantle_game("Crown Champion", 3)
  local hand1 = count("hand", 1)
  assert(level(find("Crown Champion", 1, "battle")) == 3)
  assert(decision().player == 2, "P2 is the AP")
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  assert(chain_size() == 1)
  pass(2)
  -- removed, face up, in P1's (the owner's) removed zone
  local cc = find("Crown Champion", 1, "removed")
  assert(cc, "Crown Champion is in P1's removed zone")
  assert(not is_face_down(cc), "removed face up (ZD-4.12.3)")
  assert(not find("Crown Champion", 1, "rest"), "never entered the rest area")
  -- on_destroy (LV3, look-back) triggered and started a new chain; P2 (the AP) has priority
  assert(chain_size() == 1, "the 【On destroy】 trigger is on a new chain")
  assert(chain_link(1).controller == 1 and chain_link(1).label:find("Crown Champion", 1, true))
  assert(decision().player == 2 and decision().kind == "priority")
  pass(2)
  assert(chain_size() == 0)
  assert(find("Crown Champion", 1, "removed"), "the return to hand failed (ZD-4.12.1)")
  assert(count("hand", 1) == hand1, "P1's hand is unchanged")
  assert(find("Shatter", 2, "rest"))
end)

test("ZD-S06 (ZD-11.8.4, ZD-9.2 on_enter_rest_area): a removed-instead LV2 Rope Courier does not draw: it never entered the rest area", function()
  mantle_game("Rope Courier", 2)
  local hand1 = count("hand", 1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(find("Rope Courier", 1, "removed"))
  assert(chain_size() == 0, "on_enter_rest_area did not trigger")
  assert(count("hand", 1) == hand1)
end)

test("ZD-S06 control (ZD-9.6, ZD-9.3, ZD-11.12.3): without Hollow Mantle, the LV3 Crown Champion returns to P1's hand", function()
  setup { active = 2, p1 = { battle = { { "Crown Champion", vars = { level = 3 } } } },
          p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } } }
  local hand1 = count("hand", 1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(find("Crown Champion", 1, "rest") and chain_size() == 1)
  pass(2)
  assert(find("Crown Champion", 1, "hand") and count("hand", 1) == hand1 + 1)
end)
