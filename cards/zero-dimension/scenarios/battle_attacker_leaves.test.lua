-- ZD-10.4: a battle whose attacker leaves the battle zone before combat damage
-- skips to its end (ZD-10.12): no further defence or settlement windows.

local function pay_any() while decision() and decision().kind ~= "priority" do answer(1) end end

local function shatter_game(p2_battle)
  setup {
    p1 = { battle = { "Raider" }, deck = { "Sky Monk", 1001, 1001 } },
    p2 = { battle = p2_battle, hand = { "Shatter" }, resource = { 1001, 1001 }, life = { 1001, 1001, 1001 } },
  }
  return find("Raider", 1, "battle")
end

test("ZD-10.4, ZD-10.12: Raider Shattered in the attack step: the battle ends after it, with no defence, battle or settlement step", function()
  local raider = shatter_game()
  act("Initiate a battle", 1)
  assert(step() == "attack")
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  pass(2)
  assert(not exists(raider) and find("Raider", 1, "rest"))
  assert(step() == "attack" and decision().player == 1 and chain_size() == 0)
  pass(2)
  assert(step() == "action", "the battle ended; now in step " .. step())
  assert(decision().player == 1 and decision().kind == "priority")
  assert(gvar("attacker") == 0 and gvar("target") == 0 and gvar("success") == 0)
  assert(count("life", 2) == 3, "no damage")
end)

test("ZD-10.4: with a possible defender, P2 is not asked to declare one once the attacker is gone", function()
  local raider = shatter_game({ "Gate Guard" })
  act("Initiate a battle", 1)
  pass(1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do
    if decision().prompt:find("Tap a resource", 1, true) then answer(1) else act("Raider", 2) end
  end
  pass(2)
  assert(not exists(raider))
  pass(2)
  assert(step() == "action" and decision().kind == "priority" and decision().player == 1, "step " .. step())
  assert(not is_tapped(find("Gate Guard", 2, "battle")), "no defender was declared")
end)

test("ZD-10.4, ZD-10.12: Raider Shattered in the defence step: no combat damage and no settlement window", function()
  local raider = shatter_game()
  act("Initiate a battle", 1)
  pass(2)                                     -- attack step; no defender to declare
  assert(step() == "defence")
  pass(1)
  act("Use Shatter", 2)
  pay_any()
  pass(2)
  assert(not exists(raider) and step() == "defence")
  pass(2)
  assert(step() == "action", "the battle ended; now in step " .. step())
  assert(decision().player == 1 and decision().kind == "priority")
  assert(gvar("attacker") == 0 and count("life", 2) == 3)
end)

test("ZD-10.4 control: with the attacker still there, both windows open as before", function()
  shatter_game()
  act("Initiate a battle", 1)
  pass(2)
  assert(step() == "defence" and decision().kind == "priority")
  pass(2)
  assert(step() == "settlement" and decision().kind == "priority")
  assert(count("life", 2) == 2)
end)
