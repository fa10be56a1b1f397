-- ZD-S07: duplicate character names (seed L235-241, L237-238; ZD-11.10.3, ZD-9.5).

-- The 1-based index of the option whose label is exactly `label`.
local function option_index(label)
  for i, l in ipairs(decision().options) do if l == label then return i end end
  error("no option " .. label)
end
local function labels()
  local t = {}
  for _, l in ipairs(decision().options) do t[l] = true end
  return t
end

local function herald_game()
  local refs = setup {
    p1 = { battle = { { "Bell Herald", ref = "old" } }, hand = { "Bell Herald", "Census" }, resource = { 1002, 1002 },
           deck = { "Field Hand", 1001, 1001 } },
    p2 = { hand = { "Quick Study" }, resource = { 1002 } },
  }
  return refs.old
end

-- Uses the new Bell Herald and lets it resolve; returns the new copy's id and
-- the name-rule decision (still pending).
local function deploy_new_copy(old)
  act("Use Bell Herald", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  local new
  for _, c in ipairs(cards("battle", 1)) do if c ~= old then new = c end end
  assert(new, "the new copy entered the battle zone")
  return new
end

for _, which in ipairs({ "old", "new" }) do
  test("ZD-S07 (" .. (which == "old" and "a" or "b") .. ") (ZD-11.10.3, ZD-9.5, ZD-8.9.2): the name rule is asked first, with no chain; P1 scraps the "
       .. which .. " copy; then 【On deploy】 starts a new chain and P1 draws 1", function()
    local old = herald_game()
    local hand = count("hand", 1)
    local new = deploy_new_copy(old)
    -- Right after the new copy enters, with no chain: P1 chooses which to scrap.
    local d = decision()
    assert(d.player == 1 and d.kind ~= "priority", "P1 is asked, before any priority")
    assert(d.prompt:find("ZD-11.10.3", 1, true), d.prompt)
    assert(chain_size() == 0, "the on-deploy trigger is not on the chain yet")
    local l = labels()
    assert(l[describe(old)] and l[describe(new)] and #d.options == 2)
    answer(option_index(describe(which == "old" and old or new)))
    -- Only then the 【On deploy】: a new chain, P1 has priority, P2 may respond.
    assert(chain_size() == 1 and chain_link(1).label:find("Bell Herald", 1, true))
    assert(decision().player == 1 and decision().kind == "priority")
    pass(1)
    assert(decision().player == 2 and has_option("Use Quick Study"), "P2 may respond to the trigger")
    pass(1)
    assert(chain_size() == 0)
    -- End state
    assert(count("battle", 1) == 1 and #filter(cards("rest", 1), function(c) return card_name(c) == "Bell Herald" end) == 1)
    local kept = cards("battle", 1)[1]
    assert(kept == (which == "old" and new or old), "the chosen copy was scrapped")
    assert(count("hand", 1) == hand, "hand -1 used, +1 drawn")
    assert(find("Field Hand", 1, "hand"))
  end)
end

local function banner_game()
  setup { p1 = { battle = { "Bell Herald", "Spear Warden" }, hand = { "Twin Banner" }, resource = { 1002, 1002, 1002 } } }
  act("Use Twin Banner", 1)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  return find("Bell Herald", 1, "battle"), find("Spear Warden", 1, "battle"), find("Twin Banner", 1, "battle")
end

test("ZD-S07 (c) (ZD-11.10.3): Twin Banner: scrapping {Twin Banner} is a valid final choice", function()
  local bh, sw, tb = banner_game()
  local l = labels()
  assert(l[describe(bh)] and l[describe(sw)] and l[describe(tb)], "any of the three may be picked first")
  answer(option_index(describe(tb)))
  assert(decision().kind == "priority", "done: no more duplicates")
  assert(exists(bh) and exists(sw) and not exists(tb))
  assert(find("Twin Banner", 1, "rest"))
end)

test("ZD-S07 (c) (ZD-11.10.3): picking Bell Herald first forces Spear Warden too; only {Bell Herald, Spear Warden} is accepted", function()
  local bh, sw, tb = banner_game()
  answer(option_index(describe(bh)))
  -- Scrapping only Bell Herald is not accepted: 『Spear Warden』 is still shared.
  -- Twin Banner may not be picked now either ({Bell Herald, Twin Banner} scraps a card the rule did not need).
  if decision().kind ~= "priority" then
    local l = labels()
    assert(not l[describe(tb)], "Twin Banner offered after Bell Herald")
    assert(l[describe(sw)])
    answer(option_index(describe(sw)))
  end
  assert(decision().kind == "priority")
  assert(not exists(bh) and not exists(sw) and exists(tb), "Bell Herald and Spear Warden scrapped together, Twin Banner stays")
  assert(count("rest", 1) == 2)
end)

test("ZD-S07 (c) (ZD-11.10.3): picking Spear Warden first forces Bell Herald", function()
  local bh, sw, tb = banner_game()
  answer(option_index(describe(sw)))
  if decision().kind ~= "priority" then
    assert(not labels()[describe(tb)])
    answer(option_index(describe(bh)))
  end
  assert(not exists(bh) and not exists(sw) and exists(tb))
end)

test("ZD-S07 (d) (ZD-11.10.3, C2): equipment and events are never scrapped by the name rule, whatever names they carry", function()
  local refs = setup { p1 = {
    battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } },
    event = { { "Harvest Fair", ref = "fair" } },
    hand = { "Quick Study" }, resource = { 1002 },
  } }
  -- Give the equipment and the event the character name 『Sky Monk』.
  modify(refs.staff, "names", "gain", "Sky Monk")
  modify(refs.fair, "names", "gain", "Sky Monk")
  assert(has(refs.staff, "names", "Sky Monk") and has(refs.fair, "names", "Sky Monk"))
  -- Any action runs the state checks before priority comes back.
  act("Use Quick Study", 1)
  assert(decision().kind == "priority", "no name-rule question")
  assert(exists(refs.monk) and exists(refs.staff) and exists(refs.fair))
  pass(2)
  assert(exists(refs.monk) and exists(refs.staff) and exists(refs.fair))
end)
