-- Crown Champion: LV3: When this card is destroyed or scrapped, return it to its owner's hand.
local function shatter_champion(lv, extra)
  local p1 = { battle = { { "Crown Champion", vars = { level = lv } } } }
  local p2 = { hand = { "Shatter" }, resource = { 1001, 1001 }, battle = {} }
  if extra then extra(p1, p2) end
  setup { active = 2, p1 = p1, p2 = p2 }
  act("Use Shatter", 2)
  act("Ember Pike", 2)
  if decision().kind ~= "priority" then act("Crown Champion", 2) end
  pass(2)
end

test("ZD-3.7: at LV3, destroyed: it returns from the rest area to the hand", function()
  shatter_champion(3)
  assert(chain_size() == 1)
  pass(2)
  assert(find("Crown Champion", 1, "hand") and not find("Crown Champion", 1, "rest"))
end)

test("ZD-3.7: at LV1 the effect does not exist: it stays in the rest area", function()
  shatter_champion(1)
  assert(chain_size() == 0 and find("Crown Champion", 1, "rest"))
end)

test("ZD-S06, ZD-4.12.1: removed instead by Hollow Mantle: the trigger happens but cannot bring it back", function()
  shatter_champion(3, function(_, p2)
    p2.battle = { { "Stone Sentinel", ref = "s" }, { "Hollow Mantle", vars = { attached = "@s" } } }
  end)
  local hand = count("hand", 1)
  assert(find("Crown Champion", 1, "removed"), "removed from the game instead")
  assert(chain_size() == 1, "【On destroy】 still triggered (ZD-11.8.4)")
  pass(2)
  assert(find("Crown Champion", 1, "removed") and count("hand", 1) == hand, "still removed, hand unchanged")
end)

test("ZD-12.7: at LV3, scrapped by Mutual Ruin: it returns to the hand", function()
  setup { active = 2, p1 = { battle = { { "Crown Champion", vars = { level = 3 } } } },
          p2 = { battle = { "Field Hand" }, hand = { "Mutual Ruin" }, resource = { 1024, 1024, 1024 } } }
  act("Use Mutual Ruin", 2)
  act("Stone Sentinel", 2)
  act("Stone Sentinel", 2)
  pass(2)
  assert(chain_size() == 1)
  pass(2)
  assert(find("Crown Champion", 1, "hand"))
end)
