-- Borrowed Loyalty: Gain control of target character your opponent controls with ATK 2000 or less.
local function pay(p) while decision().prompt:find("Tap a resource") do act("Stone Sentinel", p) end end

local function use_on(target)
  act("Use Borrowed Loyalty", 1); pay(1)
  if has_option(target) then act(target, 1) end   -- a single legal target is taken without a question
  pass(2)                                  -- both pass: it resolves
end

test("ZD-4.9.5, ZD-11.15: P1 gains control of P2's Raider: the same object in P1's battle zone, still P2's card", function()
  setup { p1 = { hand = { "Borrowed Loyalty" }, resource = { 1024, 1024, 1024 } },
          p2 = { battle = { "Raider", "Gate Guard" } } }
  local raider = find("Raider", 2, "battle")
  use_on("Raider")
  assert(exists(raider), "no zone change: the same object")
  assert(controller(raider) == 1 and select(2, zone_of(raider)) == 1, "in P1's battle zone")
  assert(owner(raider) == 2, "the owner stays P2")
  assert(find("Gate Guard", 2, "battle"), "the other character stays")
  assert(find("Borrowed Loyalty", 1, "rest"), "the tactic goes to the rest area (ZD-7.4.3)")
end)

test("ZD-7.2: its targets: a character the opponent controls with ATK 2000 or less, never one's own or a stronger one", function()
  setup { p1 = { hand = { "Borrowed Loyalty" }, resource = { 1024, 1024, 1024 }, battle = { "Field Hand" } },
          p2 = { battle = { "Raider", "Gate Guard", "Tide Colossus" } } }
  act("Use Borrowed Loyalty", 1); pay(1)
  assert(has_option("Raider") and has_option("Gate Guard"), "ATK 2000 and 1000 may be chosen")
  assert(not has_option("Tide Colossus"), "ATK 4000 may not")
  assert(not has_option("Field Hand"), "nor P1's own character")
end)

test("ZD-4.2, ZD-11.15: the stolen character destroyed later goes to its owner's rest area", function()
  setup { p1 = { hand = { "Borrowed Loyalty" }, resource = { 1024, 1024, 1024 } }, p2 = { battle = { "Gate Guard" } } }
  local guard = find("Gate Guard", 2, "battle")
  use_on("Gate Guard")
  assert(controller(guard) == 1)
  destroy(guard)
  assert(find("Gate Guard", 2, "rest") and not find("Gate Guard", 1, "rest"), "P2's rest area: P2 owns it")
end)
