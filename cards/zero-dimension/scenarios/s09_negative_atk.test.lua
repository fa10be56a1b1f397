-- ZD-S09: negative ATK and getting it back (seed L122-123, L259-260; ZD-1.15, ZD-3.8, ZD-10.8.2).

local function pay_any() while decision() and decision().kind ~= "priority" do answer(1) end end

test("ZD-S09 (ZD-1.15, ZD-3.8, ZD-10.8.2, ZD-11.13): Pebble Sprite at raw -1500 / -500 reads 0, deals no life damage, and +1000 brings it to 500, not 2000", function()
  setup {
    p1 = { battle = { "Pebble Sprite" }, hand = { "Surge", "Surge" }, resource = { 1001, 1001 } },
    p2 = { hand = { "Sap Strength" }, resource = { 1001 }, life = { 1001, 1001, 1001, 1001, 1001, 1001 } },
  }
  local sprite = find("Pebble Sprite", 1, "battle")
  assert(atk(sprite) == 500)
  -- 1. P2's Sap Strength in P1's action phase
  pass(1)
  act("Use Sap Strength", 2)
  pay_any()
  pass(2)
  assert(raw_atk(sprite) == -1500 and atk(sprite) == 0, "raw " .. raw_atk(sprite))
  -- 2. P1's Surge
  act("Use Surge", 1)
  pay_any()
  pass(2)
  assert(raw_atk(sprite) == -500 and atk(sprite) == 0)
  -- 3. the attack succeeds but deals no damage
  act("Initiate a battle", 1)
  assert(step() == "attack")
  pass(2)
  pass(2)
  assert(step() == "settlement", "the battle step passed")
  assert(gvar("success") == 1, "the attack succeeded")
  assert(count("life", 2) == 6, "P2 still has 6 life cards")
  assert(not result().over)
  pass(2)
  assert(step() == "action" and decision().player == 1)
  -- 4. another Surge: raw +500, reads 500
  act("Use Surge", 1)
  pay_any()
  pass(2)
  assert(raw_atk(sprite) == 500 and atk(sprite) == 500, "the stored value was not clamped: " .. atk(sprite))
  -- 5. clean-up: every modifier ends
  pass(2)                                       -- action -> end step
  assert(step() == "end")
  pass(2)
  -- clean-up and discard steps have no priority here: next is P2's start step
  assert(step() == "start" and active_player() == 2 and turn() == 4, step() .. " " .. turn())
  assert(exists(sprite) and atk(sprite) == 500 and raw_atk(sprite) == 500)
end)
