-- ZD-S24: level gates and levelling up (seed L138, L147, L252-253; ZD-3.7, ZD-7.8, ZD-9.3).

local function courier_game(hand, active, courier_vars)
  local refs = setup {
    active = active or 1,
    p1 = { battle = { { "Rope Courier", ref = "rc", vars = courier_vars } }, hand = hand or { "Rope Courier", "Bell Herald" },
           resource = { 1002 }, deck = { "Field Hand", 1001, 1001 } },
    p2 = { hand = { "Shatter" }, resource = { 1001, 1001 } },
  }
  return refs.rc
end

local function p2_shatters(active)
  if active ~= 2 then pass(1) end
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
end

test("ZD-S24 (a) (ZD-3.7, ZD-9.3): Shatter on Rope Courier at LV1: it enters the rest area, but its LV2 effect does not exist: nothing drawn", function()
  local rc = courier_game()
  local h1 = count("hand", 1)
  assert(level(rc) == 1)
  p2_shatters()
  assert(find("Rope Courier", 1, "rest") and not exists(rc))
  assert(chain_size() == 0 and count("hand", 1) == h1)
end)

test("ZD-S24 (b) (ZD-7.8, ZD-7.8.1, ZD-7.9, ZD-9.3, ZD-11.12.2): level up by discarding the second Rope Courier: LV2 with no chain and no response; then Shatter: look-back sees LV2 and P1 draws 1", function()
  local rc = courier_game()
  local h1 = count("hand", 1)
  assert(has_option("Level up Rope Courier"))
  act("Level up Rope Courier", 1)               -- only the second Rope Courier shares a name: discarded
  assert(level(rc) == 2 and var(rc, "level") == 2)
  assert(find("Rope Courier", 1, "rest") and find("Bell Herald", 1, "hand"), "the Courier was discarded, not Bell Herald")
  assert(count("hand", 1) == h1 - 1)
  assert(chain_size() == 0, "no chain")
  assert(decision().player == 1 and decision().kind == "priority", "P1 keeps priority: P2 is offered no response")
  assert(not has_option("Level up Rope Courier"), "no other card shares a name now (Bell Herald is not accepted)")
  p2_shatters()
  assert(not exists(rc))
  assert(chain_size() == 1 and chain_link(1).label:find("Rope Courier", 1, true), "LV2 look-back: the draw triggers")
  pass(2)
  assert(count("hand", 1) == h1 - 1 + 1 and find("Field Hand", 1, "hand"))
end)

test("ZD-S24 (b) (ZD-7.8.1): the discard for a level-up only offers cards sharing a character name", function()
  local rc = courier_game({ "Rope Courier", "Rope Courier", "Bell Herald" })
  act("Level up Rope Courier", 1)
  local d = decision()
  assert(d.player == 1 and d.kind ~= "priority", "two Couriers in hand: P1 chooses")
  assert(#d.options == 2)
  for _, l in ipairs(d.options) do assert(l:find("Rope Courier", 1, true), "offered: " .. l) end
  answer(1)
  assert(level(rc) == 2)
  -- a character may level up again in the same turn (ZD-7.8.2)
  act("Level up Rope Courier", 1)
  assert(level(rc) == 3 and not has_option("Level up"))
end)

test("ZD-S24 (b) (ZD-7.8.1): with only Bell Herald in hand, levelling up Rope Courier is rejected", function()
  courier_game({ "Bell Herald" })
  assert(not has_option("Level up"))
end)

test("ZD-S24 (c) (ZD-7.8.1, ZD-7.1): levelling up during P2's turn, or while the chain is not empty, is rejected", function()
  courier_game(nil, 2)
  pass(1)
  assert(decision().player == 1 and step() == "action")
  assert(not has_option("Level up"), "not P1's turn")
  -- P1's turn, with a link on the chain
  courier_game({ "Rope Courier", "Quick Study" })
  assert(has_option("Level up Rope Courier"))
  act("Use Quick Study", 1)
  assert(chain_size() == 1 and decision().player == 1)
  assert(not has_option("Level up"), "the chain is not empty")
  pass(2)
  assert(has_option("Level up Rope Courier"))
end)

test("ZD-S24 (d) (ZD-7.8): levelling up a LV3 character is rejected", function()
  local rc = courier_game(nil, 1, { level = 3 })
  assert(level(rc) == 3)
  assert(not has_option("Level up"))
end)
