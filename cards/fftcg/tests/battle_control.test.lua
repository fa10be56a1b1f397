-- Control changes during a battle (FF-10.1.2.4, FF-10.1.3.2). An attacking Forward must be
-- controlled by the TP: taken by the NTP it is no longer attacking and deals no damage. A
-- blocking Forward must be controlled by the NTP: taken by the TP it is no longer blocking, and
-- the attack stays blocked (FF-10.1.3.3). Mind Tether: "Gain control of 1 Forward until the end
-- of the turn." (lightning, 4: paid with the two lightning cards beside it in hand).
local TETHER = { "Mind Tether", "Spark Courier", "Volt Adept" }

local function attack(p2, p1_hand)
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" }, hand = p1_hand or {} }, p2 = p2 }
  act("Attack with Cinder Vanguard", 1)
  pass(2)                                    -- the attacking step: to the block
end
-- P2 casts Mind Tether on P1's only Forward; it resolves (the TP then has priority).
local function p2_tethers()
  pass(1)
  act("Cast Mind Tether", 2)
  pass(2)
end
local function finish_battle() while step() ~= "declare" do pass(1) end end

test("FF-10.1.2.4: an attacker the NTP takes before blocks is no longer attacking and deals its new controller no damage", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { hand = TETHER } }
  act("Attack with Cinder Vanguard", 1)
  p2_tethers()                               -- in the attacking step, before the block
  local v = find("Cinder Vanguard", 1, "field")
  assert(controller(v) == 2, "P2 controls Vanguard")
  finish_battle()
  assert(count("damage", 2) == 0, "FF-10.1.2.4: the stolen attacker dealt its new controller " .. count("damage", 2) .. " damage")
  assert(count("damage", 1) == 0, "nor its owner")
end)

test("FF-10.1.2.4: an unblocked attacker the NTP takes after blocks deals no damage", function()
  attack({ field = { "Quarry Bruiser" }, hand = TETHER })
  act("None", 2)                             -- not blocked
  assert(step() == "block" and not blocker())
  p2_tethers()                               -- in the block step, after the block
  finish_battle()
  assert(count("damage", 2) == 0, "FF-10.1.2.4: the stolen attacker dealt its new controller " .. count("damage", 2) .. " damage")
end)

test("FF-10.1.2.4, FF-10.1.3.3: a blocked attacker the NTP takes after blocks leaves the battle: no battle damage either way", function()
  attack({ field = { "Quarry Bruiser" }, hand = TETHER })
  act("Quarry Bruiser", 2)                   -- 7000 blocks 7000
  assert(blocker() == find("Quarry Bruiser", 2, "field"))
  p2_tethers()
  finish_battle()
  local v, b = find("Cinder Vanguard", 2, "field") or find("Cinder Vanguard", 1, "field"), find("Quarry Bruiser", 2, "field")
  assert(v and b, "FF-10.1.3.3: both Forwards survive; Vanguard " .. (v and "on the field" or "broken") .. ", Bruiser " .. (b and "on the field" or "broken"))
  assert(var(v, "damage") == 0 and var(b, "damage") == 0, "no battle damage was dealt")
  assert(count("damage", 2) == 0)
end)

test("FF-10.1.3.2: a blocker the TP takes after it was declared is no longer blocking: no battle damage, and the attack stays blocked", function()
  attack({ field = { "Quarry Bruiser" } }, TETHER)
  act("Quarry Bruiser", 2)                   -- 7000 blocks 7000
  act("Cast Mind Tether", 1)                 -- the TP has priority in the block step
  pass(2)
  local b = find("Quarry Bruiser", 2, "field")
  assert(controller(b) == 1, "P1 controls Bruiser")
  assert(not blocker(), "FF-10.1.3.2: a Forward the NTP does not control is not blocking")
  finish_battle()
  local v = find("Cinder Vanguard", 1, "field")
  assert(v and find("Quarry Bruiser", 2, "field"), "FF-10.1.3.2: both Forwards survive; Vanguard " .. (v and "on the field" or "broken") .. ", Bruiser " .. (find("Quarry Bruiser", 2, "field") and "on the field" or "broken"))
  assert(var(v, "damage") == 0 and var(b, "damage") == 0, "no battle damage was dealt")
  assert(count("damage", 2) == 0, "FF-10.1.3.3: the attack was blocked: no damage to P2")
end)

test("FF-10.1.2.4, FF-15.1.1.9.5: in a party, a member the NTP takes leaves it; the other attacks alone and the blocker fights only it", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Cinder Scout" } },
          p2 = { field = { "Quarry Bruiser" }, hand = TETHER } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)                  -- Scout, the only partner left, joins at once
  assert(var(find("Cinder Scout", 1, "field"), "attacking") == 1)
  pass(1)                                    -- P1 passes in the attacking step
  act("Cast Mind Tether", 2)
  act("Cinder Vanguard", 2)                  -- the target
  pass(2)
  assert(var(find("Cinder Vanguard", 1, "field"), "attacking") == 0, "Vanguard left the party")
  pass(2)                                    -- to the block
  act("Quarry Bruiser", 2)
  finish_battle()
  assert(find("Cinder Scout", 1, "break"), "Scout alone was dealt the blocker's 7000")
  local b = find("Quarry Bruiser", 2, "field")
  assert(b and var(b, "damage") == 5000, "the Bruiser was dealt Scout's 5000 only, not the party's 12000")
end)
