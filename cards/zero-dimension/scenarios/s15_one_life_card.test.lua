-- ZD-S15: one life card; losing to an empty life zone (seed L103, L169, L260;
-- ZD-1.3.1, ZD-1.8, ZD-10.8.4, ZD-10.8.6).

local function attack_with(name)
  act("Initiate a battle", 1)
  if decision().prompt:find("attacking character", 1, true) then act(name, 1) end
  assert(step() == "attack" and describe(gvar("attacker")):find(name, 1, true))
  pass(2)
  pass(2)
end

local function game(second)
  setup {
    p1 = { battle = { "Siege Titan", second }, hand = { "Sap Strength" }, resource = { 1024 } },
    p2 = { life = { "Field Hand" } },
  }
end

test("ZD-S15 (ZD-1.8, ZD-10.8.4, ZD-1.3.1, ZD-1.4): Siege Titan's 3 damage removes the last card only; Raider's next successful attack makes P2 lose", function()
  game("Raider")
  local h2 = count("hand", 2)
  -- 1.
  attack_with("Siege Titan")
  assert(step() == "settlement")
  assert(count("life", 2) == 0 and find("Field Hand", 2, "hand") and count("hand", 2) == h2 + 1,
    "the 1 card went to P2's hand; the other 2 damage were ignored")
  assert(not result().over, "P2 does not lose")
  pass(2)
  assert(step() == "action")
  -- 2.
  attack_with("Raider")
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, "P2 loses at once, P1 wins: " .. tostring(r.reason))
  assert(decision() == nil, "the game ended: nothing more is asked")
end)

test("ZD-S15 variation 1 (ZD-10.8.2, ZD-3.8): the second attacker reads ATK 0 (Pebble Sprite after Sap Strength): it succeeds but deals no damage", function()
  game("Pebble Sprite")
  attack_with("Siege Titan")
  pass(2)
  local sprite = find("Pebble Sprite", 1, "battle")
  act("Use Sap Strength", 1)                  -- its single resource pays by itself
  act("Pebble Sprite", 1)                     -- the target
  pass(2)
  assert(raw_atk(sprite) == -1500 and atk(sprite) == 0)
  attack_with("Pebble Sprite")
  assert(not result().over, "P2 does not lose")
  assert(step() == "settlement" and count("life", 2) == 0)
  assert(gvar("success") == 1 and gvar("winner") == sprite, "the attack succeeded (and Pebble Sprite won the battle)")
end)

test("ZD-S15 variation 2 (ZD-10.8.6): damage from an effect to an empty life zone does nothing; P2 does not lose", function()
  game("Raider")
  attack_with("Siege Titan")
  pass(2)
  assert(count("life", 2) == 0)
  -- No CS1 card deals life damage outside combat: the ruleset's procedure for
  -- it (life_damage, combat = false) stands for "an effect deals 1 damage".
  life_damage(2, 1, false)
  check_outcome()
  assert(not result().over and count("life", 2) == 0)
  assert(decision().player == 1 and decision().kind == "priority")
  -- and the game goes on: Raider's combat damage still decides it
  attack_with("Raider")
  assert(result().over and result().winners[1] == 1)
end)
