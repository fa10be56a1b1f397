-- A change of control (ZD-4.9.5, ZD-11.15): the card goes to the new controller's battle
-- zone with no zone change. No CS1 card changes control yet: the tests call the rules word
-- gain_control, as an effect's text would.

local function deploys_logged()
  local n = 0
  for _, l in ipairs(log_lines()) do if l:find("deploys", 1, true) then n = n + 1 end end
  return n
end

test("ZD-4.9.5, ZD-11.15: P2 gains control of Raider: same object in P2's battle zone, tapped, damaged, levelled, its effects kept, not deployed", function()
  setup { p1 = { battle = { { "Raider", tapped = true, vars = { damage = 1000, level = 2 } } } } }
  local raider = find("Raider", 1, "battle")
  modify(raider, "atk", "add", 500, { duration = "end_of_turn" })
  local deploys = deploys_logged()
  gain_control(raider, 2)
  assert(exists(raider), "the same object: no zone change")
  assert(controller(raider) == 2 and select(2, zone_of(raider)) == 2, "in P2's battle zone")
  assert(find("Raider", 2, "battle") == raider and not find("Raider", 1, "battle"))
  assert(is_tapped(raider) and var(raider, "damage") == 1000 and level(raider) == 2)
  assert(atk(raider) == 2500, "the +500 still applies: " .. atk(raider))
  assert(chain_size() == 0 and deploys_logged() == deploys, "not deployed: no on_deploy")
  assert(#characters(2) == 1 and #characters(1) == 0)
end)

test("ZD-4.9.5: its equipment goes with it, still attached", function()
  setup { p1 = { battle = { { "Sky Monk", ref = "monk" }, { "Iron Staff", ref = "staff", vars = { attached = "@monk" } } } } }
  local monk, staff = find("Sky Monk", 1, "battle"), find("Iron Staff", 1, "battle")
  assert(raw_atk(monk) == 4000)
  gain_control(monk, 2)
  assert(exists(staff) and select(2, zone_of(staff)) == 2 and var(staff, "attached") == monk)
  assert(raw_atk(monk) == 4000, "Iron Staff's +2000 still counts: " .. raw_atk(monk))
end)

test("ZD-10.4: an attacker whose control changes in the attack step: the battle ends, no life damage", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { life = { 1001, 1001, 1001 } } }
  local raider = find("Raider", 1, "battle")
  act("Initiate a battle", 1)
  assert(step() == "attack")
  gain_control(raider, 2)
  pass(2)                                    -- both pass: the attack step ends
  assert(step() == "action", "the battle ended; now in step " .. step())
  assert(count("life", 2) == 3, "no damage")
  assert(controller(raider) == 2)
end)

test("ZD-10.4.1: a defender that passes to the attacking player leaves the battle: no combat damage", function()
  setup { p1 = { battle = { "Raider" } }, p2 = { battle = { "Gate Guard" }, life = { 1001, 1001, 1001 } } }
  local raider, guard = find("Raider", 1, "battle"), find("Gate Guard", 2, "battle")
  act("Initiate a battle", 1)
  while decision().kind == "priority" do pass(1) end
  act("Gate Guard", 2)
  assert(step() == "defence" and gvar("defender") == guard)
  gain_control(guard, 1)
  while step() == "defence" do pass(1) end
  assert(exists(guard) and var(guard, "damage") == 0, "no combat damage to it")
  assert(var(raider, "damage") == 0, "none to the attacker")
  assert(count("life", 2) == 3, "the attack stays defended (ZD-10.7 (d))")
end)
