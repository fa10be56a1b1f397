-- Coverage: battles (ZD §10), tapped characters (ZD-1.19), combat losses (ZD-1.3.1).

local function pay_any() while decision().kind ~= "priority" and decision().prompt:find("Tap a resource", 1, true) do answer(1) end end

test("ZD-10.3, ZD-10.6, ZD-12.4: in the attack step and the defence step (even with no defender) both players get priority and may use instant tactics", function()
  setup {
    p1 = { battle = { "Raider" }, hand = { "Surge" }, resource = { 1001 }, deck = { 1001, 1001 } },
    p2 = { hand = { "Sap Strength" }, resource = { 1001 }, life = { 1001, 1001 } },
  }
  local raider = find("Raider", 1, "battle")
  act("Initiate a battle", 1)
  assert(step() == "attack" and decision().player == 1 and decision().kind == "priority")
  assert(gvar("attacker") == raider, "Raider is the attacking character")
  pass(1)
  assert(step() == "attack" and decision().player == 2 and has_option("Use Sap Strength"), "the NAP may answer in the attack step")
  act("Use Sap Strength", 2)
  pay_any()
  pass(2)
  assert(atk(raider) == 0 and step() == "attack", "resolved in the attack step")
  pass(2)
  assert(step() == "defence" and gvar("defender") == 0, "no defender: the defence step still happens")
  assert(decision().player == 1 and has_option("Use Surge"))
  act("Use Surge", 1)
  pay_any()
  pass(2)
  assert(atk(raider) == 1000 and step() == "defence")
  pass(2)
  assert(count("life", 2) == 1, "the attack succeeded: one life card left")
end)

test("ZD-10.5, ZD-10.5.1, ZD-12.5: a declared defender is tapped and replaces the targeted character, which takes no damage", function()
  setup {
    p1 = { battle = { "Raider" }, deck = { 1001, 1001 } },
    p2 = { battle = { { "Sky Monk", tapped = true }, "Spear Warden" } },
  }
  local monk, warden = find("Sky Monk", 2, "battle"), find("Spear Warden", 2, "battle")
  act("Initiate a battle", 1)
  act("Sky Monk", 1)                           -- the tapped Sky Monk is the target
  assert(gvar("target") == monk)
  pass(2)
  assert(step() == "declare_defence" and decision().player == 2)
  act("Spear Warden", 2)
  assert(is_tapped(warden) and gvar("defender") == warden)
  pass(2)
  assert(exists(monk) and var(monk, "damage") == 0, "the targeted character left the battle: no damage")
  assert(not exists(warden) and find("Spear Warden", 2, "rest"), "the defender took Raider's 2000")
end)

test("ZD-1.19: a tapped character cannot attack, defend or pay a tap-symbol cost", function()
  setup {
    p1 = { battle = { { "Raider", tapped = true }, { "Raw Recruit", tapped = true } } },
    p2 = { life = { 1001 } },
  }
  assert(not has_option("Initiate a battle"), "no untapped character can attack")
  assert(not has_option("Activate Raw Recruit"), "a tapped card cannot pay its tap cost")
  setup {
    p1 = { battle = { "Raider" }, deck = { 1001 } },
    p2 = { battle = { { "Gate Guard", tapped = true }, "Spear Warden" }, life = { 1001, 1001 } },
  }
  act("Initiate a battle", 1)
  act("life zone", 1)
  pass(2)
  local d = decision()
  assert(d.player == 2 and step() == "declare_defence")
  for _, o in ipairs(d.options) do assert(not o:find("Gate Guard", 1, true), "the tapped Gate Guard cannot defend: " .. o) end
end)

test("ZD-3.17: a character tapped by attacking does not set off its tap-symbol effect", function()
  setup { p1 = { battle = { "Raw Recruit", "Sky Monk" } }, p2 = { life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  act("Raw Recruit", 1)
  local rr = find("Raw Recruit", 1, "battle")
  assert(is_tapped(rr) and chain_size() == 0, "tapped by the declaration; nothing on the chain")
  assert(not has_option("Activate Raw Recruit"), "and it can no longer pay (tap)")
  assert(atk(find("Sky Monk", 1, "battle")) == 2000)
end)

test("ZD-1.3, ZD-1.3.1, ZD-11.10.6, ZD-10.8.1, ZD-S15.2: an undefended attack on an empty life zone ends the game at once; the attacker's player wins", function()
  setup { p1 = { battle = { "Raider" }, deck = { 1001, 1001 } }, p2 = { life = {} } }
  assert(count("life", 2) == 0)
  act("Initiate a battle", 1)
  pass(2)
  pass(2)
  local r = result()
  assert(r.over and not r.draw and #r.winners == 1 and r.winners[1] == 1, tostring(r.reason))
  assert(r.reason:find("ZD-1.3.1", 1, true), r.reason)
end)

test("ZD-S15.2, ZD-10.8.2: an attacker at ATK 0 on an empty life zone deals nothing: no loss", function()
  setup { p1 = { battle = { "Pebble Sprite" }, hand = { "Sap Strength" }, resource = { 1001 }, deck = { 1001, 1001 } }, p2 = { life = {} } }
  act("Use Sap Strength", 1)
  pay_any()
  pass(2)
  assert(atk(find("Pebble Sprite", 1, "battle")) == 0)
  act("Initiate a battle", 1)
  pass(2); pass(2)
  assert(not result().over, "ATK 0: no combat damage, no loss")
end)

test("ZD-10.8.1: a life-zone attack whose attacker left before the battle step does not succeed", function()
  setup { p1 = { battle = { "Raider" }, deck = { 1001, 1001 } }, p2 = { hand = { "Shatter" }, resource = { 1001, 1001 }, life = { 1001, 1001 } } }
  act("Initiate a battle", 1)
  pass(1)
  act("Use Shatter", 2)
  while decision().kind ~= "priority" do answer(1) end
  pass(2)
  assert(not find("Raider", 1, "battle"))
  for _ = 1, 6 do if step() == "action" then break end; pass(1) end
  assert(step() == "action" and count("life", 2) == 2, "no life card removed")
end)

test("ZD-10.11, ZD-9.8: the settlement step: the winner's trigger goes on and the AP gets priority there", function()
  setup { p1 = { battle = { "Raider" }, deck = { "Field Hand", 1001 } }, p2 = { life = { 1001, 1001 } } }
  local h = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2); pass(2)
  assert(step() == "settlement" and chain_size() == 1 and chain_link(1).label:find("Raider", 1, true))
  assert(decision().player == 1 and decision().kind == "priority")
  pass(2)
  assert(count("hand", 1) == h + 1 and step() == "settlement" and chain_size() == 0)
  pass(2)
  assert(step() == "action" and gvar("attacker") == 0)
end)

test("ZD-9.4.3, ZD-12.30: triggers a counter effect causes wait for the settlement step", function()
  setup {
    p1 = { battle = { "Glass Golem" }, deck = { "Field Hand", 1001 } },
    p2 = { life = { 1001, "Ambush Lily" } },     -- the last listed is on top
  }
  local h = count("hand", 1)
  act("Initiate a battle", 1)
  pass(2); pass(2)
  -- the flip destroyed Glass Golem at once; its 【On destroy】 waited for the settlement step
  assert(not find("Glass Golem", 1, "battle") and find("Glass Golem", 1, "rest"))
  assert(find("Ambush Lily", 2, "hand") and count("life", 2) == 1)
  assert(step() == "settlement", "got " .. step())
  assert(chain_size() == 1 and chain_link(1).label:find("Glass Golem", 1, true))
  assert(decision().player == 1 and decision().kind == "priority")
  pass(2)
  assert(count("hand", 1) == h + 1)
end)

test("ZD-1.9, ZD-10.8.3: card text beats the rules: Siege Titan deals 3 life damage where the rule says 1", function()
  setup { p1 = { battle = { "Siege Titan", "Raider" } }, p2 = { life = { 1001, 1001, 1001, 1001, 1001 } } }
  act("Initiate a battle", 1)
  act("Siege Titan", 1)
  pass(2); pass(2)
  assert(count("life", 2) == 2, "3 life cards removed: " .. count("life", 2))
end)

test("ZD-3.12: a counter effect is mandatory and unanswerable: the flip destroys the attacker with no decision and no chain", function()
  setup { p1 = { battle = { "Raider" }, hand = { "Surge" }, resource = { 1001 } }, p2 = { life = { 1001, "Ambush Lily" }, hand = { "Quick Study" }, resource = { 1001 } } }
  act("Initiate a battle", 1)
  pass(2); pass(2)
  -- from the last defence-step pass straight to the settlement step: nobody was asked anything
  assert(step() == "settlement" and not find("Raider", 1, "battle") and find("Raider", 1, "rest"))
  assert(chain_size() == 0, "no chain: Raider's 【Battle destroyed】 needs combat damage")
  assert(find("Ambush Lily", 2, "hand"))
end)

test("ZD-4.6.3, ZD-11.4: with one life card no single attack decides; ATK below 0 reads 0", function()
  setup { p1 = { battle = { "Siege Titan", "Pebble Sprite" }, hand = { "Sap Strength" }, resource = { 1001 } }, p2 = { life = { 1001 } } }
  act("Initiate a battle", 1)
  act("Siege Titan", 1)
  pass(2); pass(2)
  assert(not result().over and count("life", 2) == 0, "3 damage against 1 life card: no loss")
  while step() ~= "action" do pass(1) end
  act("Use Sap Strength", 1)
  pay_any()
  act("Pebble Sprite", 1)
  pass(2)
  assert(atk(find("Pebble Sprite", 1, "battle")) == 0, "500 - 2000 reads 0")
end)
