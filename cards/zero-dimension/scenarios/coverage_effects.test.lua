-- Coverage: effects, control and glossary terms that play can observe (ZD §1, §3, §11, §12).

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end
local function offered(name)
  for _, o in ipairs(decision().options or {}) do if o:find(name, 1, true) then return true end end
  return false
end

test("ZD-1.1: the game takes exactly two players", function()
  local ok, err = pcall(function() setup { players = 3 } end)
  assert(not ok and tostring(err):find("2 to 2", 1, true), tostring(err))
end)

test("ZD-11.9.3, ZD-12.11: 'your opponent' is seen from the effect's controller: P1's Hex Crow may target only P2's characters", function()
  setup { step = "start", active = 2, p1 = { battle = { "Hex Crow", "Sky Monk" } }, p2 = { battle = { "Raider", "Gate Guard" } } }
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "P1 chooses the trigger's target")
  assert(offered("Raider") and offered("Gate Guard"))
  assert(not offered("Sky Monk") and not offered("Hex Crow"), "P1's own characters are not 'your opponent's'")
  act("Raider", 1)
  pass(2)
  assert(atk(find("Raider", 2, "battle")) == 1000)
end)

test("ZD-11.15, ZD-12.12, ZD-12.13, ZD-4.9.5: equipment on an opponent's character is controlled by that player and owned by its user", function()
  setup { p1 = { hand = { "Binding Seal" }, resource = { 1074, 1074 } }, p2 = { battle = { "Sky Monk" } } }
  act("Use Binding Seal", 1)
  pay_any()
  while decision().kind ~= "priority" do act("Sky Monk", 1) end
  assert(chain_link(1).controller == 1, "the link is its user's")
  pass(2)
  local seal = find("Binding Seal", 2, "battle")
  assert(seal and controller(seal) == 2 and owner(seal) == 1)
end)

test("ZD-12.14: 'cost 5 or more' includes 5: under Lockdown Crown Champion (5) is not offered, Deck Hand (4) is", function()
  setup { p1 = { hand = { "Crown Champion", "Deck Hand" }, resource = { 1001, 1001, 1003, 1003, 1003 } }, p2 = { event = { "Lockdown" } } }
  assert(not has_option("Use Crown Champion"))
  assert(has_option("Use Deck Hand"))
  setup { p1 = { hand = { "Crown Champion", "Deck Hand" }, resource = { 1001, 1001, 1003, 1003, 1003 } } }
  assert(has_option("Use Crown Champion"), "without Lockdown it is payable")
end)

test("ZD-11.10.7, ZD-11.10.4: state checks in a round: the DEF ≤ 0 character moves first, then its orphaned equipment is destroyed", function()
  setup {
    active = 2,
    p1 = { battle = { { "Sky Monk", ref = "m" }, { "Iron Staff", vars = { attached = "@m" } } }, deck = { "Field Hand", 1001 } },
    p2 = { hand = { "Implode", "Implode" }, resource = { 1001, 1001, 1001, 1001 }, deck = { 1001, 1001, 1001 } },
  }
  act("Use Implode", 2)
  pay_any()
  while decision().kind ~= "priority" do act("Sky Monk", 2) end
  pass(2)
  -- Sky Monk 2000 DEF, −2000: raw 0, so it goes to the rest area
  local monk_at, staff_at
  for i, l in ipairs(log_lines()) do
    if l:find("Sky Monk", 1, true) and l:find("rest area", 1, true) then monk_at = monk_at or i end
    if l:find("Iron Staff", 1, true) and l:find("destroyed", 1, true) then staff_at = staff_at or i end
  end
  assert(monk_at and staff_at and monk_at < staff_at, "Sky Monk first, then the Staff")
  assert(find("Sky Monk", 1, "rest") and find("Iron Staff", 1, "rest"))
end)

test("ZD-7.8.5, ZD-7.2.4, ZD-12.1: a character levels up; its level does not change ATK or DEF", function()
  setup { p1 = { battle = { "Rope Courier" }, hand = { "Rope Courier" } } }
  local rc = find("Rope Courier", 1, "battle")
  act("Level up Rope Courier", 1)
  assert(level(rc) == 2 and atk(rc) == 1000 and def(rc) == 1000)
end)

test("ZD-3.11, ZD-7.4: a normal tactic needs main timing, an instant one only priority", function()
  setup { p1 = { hand = { "Census", "Quick Study" }, resource = { 1001, 1001 }, deck = { 1001, 1001, 1001 } } }
  assert(get(find("Census", 1, "hand"), "speed") == "normal" and get(find("Quick Study", 1, "hand"), "speed") == "instant")
  assert(has_option("Use Census") and has_option("Use Quick Study"))
  act("Use Quick Study", 1)
  pay_any()
  assert(has_option("Use Census") == false, "normal tactic: not with a link on the chain")
end)

test("ZD-3.2, ZD-1.13: every card has exactly one category and one of the six colours", function()
  setup { p1 = { hand = { "Sky Monk", "Iron Staff", "Shatter", "Siege Camp", "Hollow Mantle", "Lantern Maiden" } } }
  local colours = { red = true, yellow = true, blue = true, green = true, white = true, black = true }
  local types = { character = true, equipment = true, tactic = true, event = true }
  local seen = {}
  for _, c in ipairs(cards("hand", 1)) do
    assert(types[get(c, "type")], card_name(c) .. ": " .. tostring(get(c, "type")))
    assert(colours[get(c, "colour")], card_name(c) .. ": " .. tostring(get(c, "colour")))
    seen[get(c, "type")] = true
  end
  assert(seen.character and seen.equipment and seen.tactic and seen.event)
end)

test("ZD-12.20: 'End this turn' (Dusk Curtain) takes the chain off unresolved and goes to the clean-up", function()
  setup {
    p1 = { battle = { "Sky Monk" }, hand = { "Quick Study", "Dusk Curtain" }, resource = { 1002, 1002, 1002, 1002 }, deck = { 1001, 1001 } },
    p2 = { deck = { 1001, 1001 } },
  }
  local h = count("hand", 1)
  act("Use Quick Study", 1)
  pay_any()
  act("Use Dusk Curtain", 1)
  pay_any()
  pass(2)
  assert(find("Quick Study", 1, "rest") and count("hand", 1) == h - 2, "Quick Study never resolved")
  assert(chain_size() == 0 and (active_player() == 2 or step() == "discard" or step() == "cleanup"))
end)

test("ZD-12.15, ZD-12.17: searching, the searcher looks at the matching cards privately; the found card is revealed", function()
  setup { p1 = { battle = { "Harbor Scout", "Field Hand" }, deck = { "Deck Hand", "Grove Titan" } } }
  act("Activate Harbor Scout", 1)
  pass(2)
  local mine, theirs = decision_view(1), decision_view(2)
  assert(mine.options and mine.options[1]:find("Deck Hand", 1, true))
  assert(theirs.options == nil, "only the searcher looks")
  answer(1)
  local found = false
  for _, l in ipairs(log_lines()) do if l:find("finds Deck Hand", 1, true) then found = true end end
  assert(found and find("Deck Hand", 1, "battle"), "found card shown to both (public log) and deployed")
end)

test("ZD-12.26: an option not offered is refused and the state is unchanged", function()
  setup { p1 = { hand = { "Sky Monk" } } }
  local h = state_hash()
  local ok, msg = try_answer(99)
  assert(not ok and state_hash() == h, tostring(msg))
end)
