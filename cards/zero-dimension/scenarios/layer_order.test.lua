-- ZD-11.3: inside the names layer and the ATK/DEF layer, "becomes" applies
-- before "gains" and before every + and −, whatever the timestamps (issue 25).

local function pay_any() while decision() and decision().kind ~= "priority" do answer(1) end end

test("ZD-11.3 (5): Surge's +1000 from before a later \"ATK becomes 3000\" still counts: 4000; a second \"becomes\" replaces the first, the + stays", function()
  setup { p1 = { battle = { "Sky Monk" }, hand = { "Surge", "Sap Strength" }, resource = { 1001, 1001 } } }
  local monk = find("Sky Monk", 1, "battle")
  act("Use Surge", 1)
  pay_any()
  pass(2)
  assert(atk(monk) == 3000, "Surge: " .. atk(monk))
  -- a later effect: "its ATK and DEF become 3000 until end of turn"
  becomes(monk, "atk", 3000, "end_of_turn")
  becomes(monk, "def", 3000, "end_of_turn")
  assert(atk(monk) == 4000, "becomes 3000, then Surge's +1000: ATK " .. atk(monk))
  assert(def(monk) == 3000, "DEF " .. def(monk))
  -- a − after the "becomes" applies too
  act("Use Sap Strength", 1)
  pay_any()
  pass(2)
  assert(atk(monk) == 2000, "3000 + 1000 − 2000: ATK " .. atk(monk))
  -- the newer "becomes" wins over the older one; every ± still applies after both
  becomes(monk, "atk", 1000, "end_of_turn")
  assert(raw_atk(monk) == 0 and atk(monk) == 0, "1000 + 1000 − 2000: raw " .. raw_atk(monk))
end)

test("ZD-11.3 (5), ZD-3.10: equipment bonuses are added after \"becomes\": Iron Staff's +2000 on top of ATK 3000", function()
  local refs = setup { p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", vars = { attached = "@monk" } } } } }
  assert(atk(refs.monk) == 4000)
  becomes(refs.monk, "atk", 3000, "end_of_turn")
  assert(atk(refs.monk) == 5000, "ATK " .. atk(refs.monk))
end)

test("ZD-11.3 (3), ZD-11.5: an attribute gained before Storm Oath's \"attributes become «Storm»\" is kept: «Storm»«Temple», and Temple Sage's bonus still applies", function()
  setup { p1 = { battle = { "Sky Monk", "Temple Sage" }, hand = { "Storm Oath" }, resource = { 1002 } } }
  local monk = find("Sky Monk", 1, "battle")
  -- an earlier effect: "Sky Monk gains «Temple» until end of turn"
  modify(monk, "attributes", "gain", "Temple", { duration = "end_of_turn" })
  assert(has(monk, "attributes", "Temple") and atk(monk) == 2500)
  act("Use Storm Oath", 1)
  act("Sky Monk", 1)
  pass(2)
  local attrs = get(monk, "attributes")
  assert(has(monk, "attributes", "Storm") and has(monk, "attributes", "Temple") and #attrs == 2,
         "attributes: " .. table.concat(attrs, ", "))
  assert(atk(monk) == 2500 and def(monk) == 2500, atk(monk) .. "/" .. def(monk))
  -- the printed «Temple» of a Temple Acolyte is still replaced (ZD-S28c)
end)

test("ZD-11.3: a continuous \"becomes\" (buff/aura with { set = N }) goes to the layer before the ±; mixing both in one ability is refused", function()
  assert(buff({ atk = { set = 3000 } }).layer == "atk_def_set")
  assert(aura({ def = { set = 0 } }, my_character).layer == "atk_def_set")
  assert(buff({ atk = 1000 }).layer == nil, "a + keeps its characteristic's layer")
  assert(not pcall(buff, { atk = { set = 3000 }, def = 1000 }))
end)
