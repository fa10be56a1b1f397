-- Coverage: acceptance-scenario parts cited by their own ids (ZD §15).

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-S07a, ZD-S07b: whichever Bell Herald the name rule scraps, the new copy's on-deploy still triggers and P1 draws 1", function()
  for _, keep_old in ipairs({ true, false }) do
    local refs = setup {
      p1 = { battle = { { "Bell Herald", ref = "old" } }, hand = { "Bell Herald" }, resource = { 1002, 1002 }, deck = { "Field Hand", 1001 } },
    }
    local h = count("hand", 1)
    act("Use Bell Herald", 1)
    pay_any()
    pass(2)
    local d = decision()
    assert(d.player == 1 and d.kind ~= "priority" and chain_size() == 0, "the name rule comes before any chain")
    local new
    for _, c in ipairs(cards("battle", 1)) do if c ~= refs.old then new = c end end
    -- options list both copies; pick the new one (b) or the old one (a)
    local want = keep_old and new or refs.old
    local idx
    for i, o in ipairs(d.options) do if o == describe(want) then idx = i end end
    assert(idx, "the copy is offered: " .. describe(want))
    answer(idx)
    assert(count("battle", 1) == 1 and not exists(want))
    assert(chain_size() == 1 and chain_link(1).label:find("Bell Herald", 1, true), "the on-deploy trigger is on")
    pass(2)
    assert(count("hand", 1) == h - 1 + 1 and find("Field Hand", 1, "hand"))
  end
end)

test("ZD-S07d: equipment and events sharing a character name are left alone by the name rule", function()
  local refs = setup { p1 = {
    battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } },
    event = { { "Siege Camp", ref = "camp" } }, hand = { "Quick Study" }, resource = { 1002 }, deck = { 1001, 1001 },
  } }
  modify(refs.staff, "names", "gain", "Sky Monk")
  modify(refs.camp, "names", "gain", "Sky Monk")
  act("Use Quick Study", 1)
  pay_any()
  assert(decision().kind == "priority")
  pass(2)
  assert(exists(refs.monk) and exists(refs.staff) and exists(refs.camp) and count("rest", 1) == 1)
end)

test("ZD-S16a: P2 begins a turn with an empty deck and loses in the draw step", function()
  setup { p1 = { deck = { 1001, 1001 } }, p2 = { hand = { "Quick Study" }, resource = { 1002 }, deck = { "Field Hand" } } }
  pass(1)
  act("Use Quick Study", 2)
  pay_any()
  pass(2)
  assert(count("deck", 2) == 0 and find("Field Hand", 2, "hand"))
  for _ = 1, 20 do
    if result().over or (active_player() == 2 and step() ~= "reset" and step() ~= "start") then break end
    if decision().kind == "priority" then pass(1) else answer(1) end
  end
  assert(active_player() == 2 and step() ~= "action")
  local r = result()
  assert(r.over and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
end)

test("ZD-S16c: Census with one card in the deck: P1 loses on the second draw, mid-resolution", function()
  setup { p1 = { hand = { "Census" }, resource = { 1001, 1001 }, deck = { "Field Hand" } } }
  act("Use Census", 1)
  pay_any()
  pass(2)
  local r = result()
  assert(r.over and r.winners[1] == 2 and find("Field Hand", 1, "hand"), tostring(r.reason))
end)

test("ZD-S24c: levelling up in the opponent's turn or over a link is rejected", function()
  setup { active = 2, p1 = { battle = { "Rope Courier" }, hand = { "Rope Courier" } } }
  pass(1)
  assert(decision().player == 1 and not has_option("Level up"))
  setup { p1 = { battle = { "Rope Courier" }, hand = { "Rope Courier", "Quick Study" }, resource = { 1001 }, deck = { 1001 } } }
  assert(has_option("Level up Rope Courier"))
  act("Use Quick Study", 1)
  pay_any()
  assert(not has_option("Level up"))
end)

test("ZD-S24d: a LV3 character cannot level up; at LV2 it can, once", function()
  setup { p1 = { battle = { { "Rope Courier", vars = { level = 3 } } }, hand = { "Rope Courier" } } }
  assert(not has_option("Level up"))
  setup { p1 = { battle = { { "Rope Courier", vars = { level = 2 } } }, hand = { "Rope Courier", "Rope Courier" } } }
  act("Level up Rope Courier", 1)
  if decision().kind ~= "priority" then answer(1) end
  assert(level(find("Rope Courier", 1, "battle")) == 3 and not has_option("Level up"))
end)

test("ZD-S30.1, ZD-S30.2, ZD-S30.3, ZD-S30.5: Drum Page 1000/1000 alone, 2000/2000 with Sky Monk at once; the Staff makes Sky Monk 4000; Shatter drops Drum Page back", function()
  setup {
    p1 = { battle = { "Drum Page" }, hand = { "Sky Monk", "Iron Staff" }, resource = { 1007, 1007, 1007, 1007, 1007 }, deck = { 1001, 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local page = find("Drum Page", 1, "battle")
  assert(atk(page) == 1000 and def(page) == 1000)                     -- S30.1
  act("Use Sky Monk", 1)
  pay_any()
  pass(2)
  local monk = find("Sky Monk", 1, "battle")
  assert(chain_size() == 0 and atk(page) == 2000 and def(page) == 2000) -- S30.2
  act("Use Iron Staff", 1)
  pay_any()
  while decision().kind ~= "priority" do act("Sky Monk", 1) end
  pass(2)
  assert(atk(monk) == 4000)                                           -- S30.3
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  while decision().kind ~= "priority" do act("Sky Monk", 2) end
  pass(2)
  assert(not exists(monk) and not find("Iron Staff", 1, "battle"))      -- S30.5
  assert(atk(page) == 1000 and def(page) == 1000)
end)

test("ZD-4.12.2: a LV3 Crown Champion destroyed under Hollow Mantle is removed; its own effect cannot return it", function()
  setup {
    active = 2,
    p1 = { battle = { { "Crown Champion", vars = { level = 3 } } } },
    p2 = { battle = { { "Stone Sentinel", ref = "s" }, { "Hollow Mantle", vars = { attached = "@s" } } }, hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  local h = count("hand", 1)
  act("Use Shatter", 2)
  pay_any()
  act("Crown Champion", 2)
  pass(2)
  while chain_size() > 0 do pass(1) end
  assert(find("Crown Champion", 1, "removed") and count("hand", 1) == h)
end)
