-- Coverage: the attack phase.

test("FF-10.1.2.2, FF-10.1.2.5, FF-10.1.2.6: Gale Archer attacks: dulled, its attacks trigger is stacked, the TP gets priority; +1000", function()
  setup { step = "declare", p1 = { field = { "Gale Archer" } } }
  local a = find("Gale Archer", 1, "field")
  act("Attack with Gale Archer", 1)
  assert(is_tapped(a), "an attacker without Brave is dulled")
  assert(chain_size() == 1 and chain_link(1).source == a)
  assert(decision().player == 1 and decision().kind == "priority")
  pass(2)
  assert(power(a) == 6000)
end)

test("FF-10.1.3, FF-10.1.3.1, FF-10.1.3.5, FF-10.1.3.6, FF-10.1.4, FF-10.1.4.2, FF-5.2.6: Tide Warden blocks: its blocks trigger, TP priority; both deal damage at once", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" } }, p2 = { field = { "Tide Warden", { "Quarry Bruiser", tapped = true } } } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)
  local d = decision()
  assert(d.player == 2, "the NTP chooses a blocker")
  local names = table.concat(d.options, "|")
  assert(names:find("Tide Warden") and not names:find("Quarry Bruiser") and names:find("None"), "only active Forwards, or none: " .. names)
  act("Tide Warden", 2)
  assert(chain_size() == 1 and chain_link(1).source == find("Tide Warden", 2, "field"), "the blocks trigger is stacked")
  assert(decision().player == 1 and decision().kind == "priority", "the TP gets priority after the block")
  pass(2)
  local w = find("Tide Warden", 2, "field")
  assert(power(w) == 9000)
  pass(2)                                   -- block step over: damage
  assert(count("damage", 2) == 0, "a blocked attack deals no damage to the player")
  assert(find("Cinder Vanguard", 1, "break"), "9000 broke Vanguard")
  assert(var(w, "damage") == 7000, "and Vanguard's 7000 was dealt at the same time")
end)

test("FF-10.1.3.6: no block: the TP gets priority in the block step; then 1 damage", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" }, hand = { "Rally Cry", "Cinder Scout" } }, p2 = { field = { "Quarry Bruiser" } } }
  act("Attack with Cinder Vanguard", 1)
  pass(2)
  act("None", 2)
  assert(step() == "block" and decision().player == 1 and has_option("Cast Rally Cry"))
  pass(2)
  assert(count("damage", 2) == 1)
end)

test("FF-10.1.3.2.1: the blocker leaves the field before damage: it leaves the battle; the attack stays blocked and deals nothing", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard" }, hand = { "Night Harvest", "Cinder Scout", "Ashen Herald" } },
          p2 = { field = { "Quarry Bruiser" } } }
  local v = find("Cinder Vanguard", 1, "field")
  act("Attack with Cinder Vanguard", 1)
  pass(2)
  act("Quarry Bruiser", 2)
  act("Cast Night Harvest", 1)
  local function pick(what) if decision().kind ~= "priority" and has_option(what) then act(what, 1) end end
  pick("Quarry Bruiser")
  pass(2)                                   -- Night Harvest breaks the blocker
  assert(find("Quarry Bruiser", 2, "break"))
  pass(2)                                   -- damage step
  assert(count("damage", 2) == 0 and var(v, "damage") == 0 and on_field(v))
end)

test("FF-10.1.3.4, FF-15.1.1.9.4, FF-15.1.1.9.9, FF-16.23: a party of three Fire Forwards is blocked as one and disbands after the battle; play returns to the declaration step, not the preparation", function()
  setup { step = "declare", p1 = { field = { "Cinder Vanguard", "Cinder Scout", "Gale Archer", "Warrant Officer" } },
          p2 = { field = { "Stone Warden" } } }
  act("Attack with a party", 1)
  act("Cinder Vanguard", 1)
  act("Cinder Scout", 1)
  assert(not has_option("Gale Archer"), "a Wind Forward cannot join Fire ones")
  act("Warrant Officer", 1)
  local list = attackers()
  assert(#list == 3, "three members: " .. #list)
  pass(2)
  assert(decision().player == 2 and has_option("Stone Warden"))
  act("Stone Warden", 2)
  pass(2)
  -- P2 splits Warden's 8000 among the members
  while decision().player == 2 and decision().kind ~= "priority" do act("Cinder Scout", 2) end
  assert(find("Stone Warden", 2, "break"), "19000 - 2000 broke Warden: the party hit it as one")
  assert(find("Cinder Scout", 1, "break"))
  assert(count("damage", 2) == 0)
  assert(step() == "damage" and #attackers() == 2, "still in battle at the damage step's priority")
  pass(2)                                   -- Cinder Scout's draw trigger resolves
  assert(step() == "damage" and chain_size() == 0)
  pass(2)
  assert(step() == "declare" and #attackers() == 0, "the party disbanded")
end)

test("FF-10.1.2.1.1, FF-10.1.2.2, FF-15.2.2.2: Spark Courier (Haste) attacks the turn it entered; it is dulled", function()
  setup { step = "declare", p1 = { field = { { "Spark Courier", vars = { since = 3 } }, { "Cinder Scout", vars = { since = 3 } } } } }
  assert(not has_option("Attack with Cinder Scout"))
  act("Attack with Spark Courier", 1)
  assert(is_tapped(find("Spark Courier", 1, "field")))
end)
