-- ZD-S25: a battle between characters (ZD-10.2 to ZD-10.12, ZD-9.7, ZD-9.8, ZD-8.10).

local function guard_game(p1hand)
  setup {
    p1 = { battle = { "Raider" }, hand = p1hand, resource = { 1002 }, deck = { "Sky Monk", 1001, 1001 } },
    p2 = { battle = { "Gate Guard" }, life = { 1001, 1001, 1001, 1001, 1001, 1001 }, deck = { "Spear Warden", 1001 } },
  }
  return find("Raider", 1, "battle"), find("Gate Guard", 2, "battle")
end

test("ZD-S25 (ZD-10.1 to ZD-10.12, ZD-9.7, ZD-9.8, ZD-8.10): Raider attacks the life zone, Gate Guard defends and is battle-destroyed; Raider wins; P2 draws first, then P1", function()
  local raider, guard = guard_game()
  local h1, h2 = count("hand", 1), count("hand", 2)
  -- 1. initiate: Raider attacks P2's life zone and becomes tapped
  act("Initiate a battle", 1)
  assert(step() == "attack" and is_tapped(raider))
  assert(gvar("attacker") == raider and gvar("target") == 0, "the target is the life zone")
  assert(decision().player == 1)
  -- 2. attack step: both pass
  pass(2)
  -- 3. declare defence: P2 declares Gate Guard (no chain), which becomes tapped
  local d = decision()
  assert(d.player == 2 and step() == "declare_defence" and d.kind ~= "priority")
  act("Gate Guard", 2)
  assert(is_tapped(guard) and gvar("defender") == guard)
  -- 4. defence step: both pass
  assert(step() == "defence" and decision().player == 1)
  pass(2)
  -- battle step: 2000 to Gate Guard (>= 1500): battle- and defend-destroyed; 1000 to Raider
  assert(step() == "settlement")
  assert(not exists(guard) and find("Gate Guard", 2, "rest"))
  assert(exists(raider) and var(raider, "damage") == 1000)
  assert(gvar("winner") == raider, "Raider wins the battle")
  -- settlement: P1's 【Attack win】 pushed first, then P2's 【Defend destroyed】 on top
  assert(chain_size() == 2)
  assert(chain_link(1).controller == 1 and chain_link(1).label:find("Raider", 1, true))
  assert(chain_link(2).controller == 2 and chain_link(2).label:find("Gate Guard", 1, true))
  assert(decision().player == 1 and decision().kind == "priority")
  pass(2)
  local p1_at, p2_at
  for i, l in ipairs(log_lines()) do
    if l:find("^P1 draws") then p1_at = i end
    if l:find("^P2 draws") then p2_at = i end
  end
  assert(p1_at and p2_at and p2_at < p1_at, "P2 draws first, then P1")
  assert(count("hand", 1) == h1 + 1 and count("hand", 2) == h2 + 1)
  assert(count("life", 2) == 6, "defended: P2 still has 6 life cards")
  -- battle end: back to the action phase, P1 has priority; Raider tapped with 1000 damage
  assert(step() == "settlement" and chain_size() == 0)
  pass(2)
  assert(step() == "action" and decision().player == 1 and decision().kind == "priority")
  assert(gvar("attacker") == 0 and gvar("defender") == 0)
  assert(is_tapped(raider) and var(raider, "damage") == 1000)
  -- until the clean-up step
  pass(2)
  assert(step() == "end")
  pass(2)
  assert(exists(raider) and var(raider, "damage") == 0)
end)

test("ZD-S25 targets (ZD-10.2, zd.attack_targets default): P2's untapped Gate Guard cannot be attacked directly", function()
  local raider, guard = guard_game()
  local targets = attack_targets(1)
  assert(#targets == 1 and targets[1] == 0, "only the life zone")
  act("Initiate a battle", 1)          -- the target question had a single option: the life zone
  assert(gvar("target") == 0)
end)

test("ZD-S25 targets (ZD-10.2, ZD-10.5.2, ZD-9.7): after Tilt taps Gate Guard it is a legal target; with no defender it is the defending character", function()
  local raider, guard = guard_game({ "Tilt" })
  local h2 = count("hand", 2)
  act("Use Tilt", 1)
  act("Gate Guard", 1)
  pass(2)
  assert(is_tapped(guard))
  act("Initiate a battle", 1)
  local d = decision()
  assert(d.player == 1 and d.prompt:find("attack target", 1, true))
  assert(#d.options == 2)
  act("Gate Guard", 1)
  assert(gvar("target") == guard)
  pass(2)
  assert(step() == "defence", "P2 has no untapped character: no defender")
  assert(gvar("defender") == 0)
  pass(2)
  assert(not exists(guard), "Raider's 2000 destroyed it")
  assert(var(raider, "damage") == 1000)
  -- it counted as the defending character: its 【Defend destroyed】 triggered
  assert(chain_size() == 2 and chain_link(2).label:find("Gate Guard", 1, true))
  pass(2)
  assert(count("hand", 2) == h2 + 1 and count("life", 2) == 6)
end)

test("ZD-S25 targets (ZD-10.2, zd.attack_targets = life or any character): the untapped Gate Guard may be attacked", function()
  setup { params = { attack_targets = 1 }, p1 = { battle = { "Raider" } }, p2 = { battle = { "Gate Guard" } } }
  local targets = attack_targets(1)
  assert(#targets == 2)
end)
