-- Combat (CW §10): the replay (CW-10.3), equal ATK (CW-10.4), and defence
-- position (CW-10.6).

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
end

test("CW-10.3, CW-8.8: the target is destroyed before damage: P1 picks a new target", function()
  setup { p1 = { monster = { "Ember Drake" }, magic = { { "Glimmer Bolt", face_down = true } } },
          p2 = { monster = { "Prism Knight", "Rift Hound" } } }
  to_battle()
  act("Attack with Ember Drake", 1)
  act("Prism Knight", 1)
  act("Activate the set", 1)            -- attack step, P1 first: Glimmer Bolt
  act("Prism Knight", 1)
  pass(2)                               -- it resolves
  pass(2)                               -- attack step: both pass; damage step
  local d = decision()
  local labels = table.concat(d.options, " | ")
  assert(labels:find("Rift Hound") and labels:find("End the attack") and not labels:find("directly"), labels)
  act("Rift Hound", 1)
  assert(find("Rift Hound", 2, "graveyard") and pvar(2, "hp") == 6900, "1700 beats 1600: HP " .. pvar(2, "hp"))
end)

test("CW-10.3: the target switches to Void before damage: P1 ends the attack, which still counts", function()
  setup { p1 = { monster = { "Ember Drake" }, magic = { { "Phase Shift", face_down = true } } },
          p2 = { monster = { "Prism Knight" } } }
  to_battle()
  act("Attack with Ember Drake", 1)     -- its only target: Prism Knight
  act("Activate the set", 1)
  act("Prism Knight", 1)
  pass(2)
  pass(2)
  local labels = table.concat(decision().options, " | ")
  assert(labels:find("P2 directly") and labels:find("End the attack"), labels)
  act("End the attack", 1)
  local k = find("Prism Knight", 2, "monster")
  assert(k and is_void(k) and pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000, "no battle, no damage")
  assert(step() == "battle" and not has_option("Attack with Ember Drake"), "the Drake has attacked this turn")
end)

test("CW-10.4: equal ATK destroys both, with no damage", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { monster = { "Ember Drake" } } }
  to_battle()
  act("Attack with Ember Drake", 1)
  pass(2)
  assert(count("monster", 1) == 0 and count("monster", 2) == 0, "both destroyed")
  assert(pvar(1, "hp") == 7000 and pvar(2, "hp") == 7000, "no damage")
end)

test("CW-10.4, CW-11.3: 0 ATK against 0 ATK destroys nothing", function()
  setup { p1 = { monster = { "Moss Sentinel" } }, p2 = { monster = { "Ash Imp" } } }
  boost(find("Moss Sentinel", 1, "monster"), "atk", -1000)
  boost(find("Ash Imp", 2, "monster"), "atk", -1000)
  assert(atk(find("Moss Sentinel", 1, "monster")) == 0 and atk(find("Ash Imp", 2, "monster")) == 0, "both at 0")
  to_battle()
  act("Attack with Moss Sentinel", 1)
  pass(2)
  assert(count("monster", 1) == 1 and count("monster", 2) == 1, "nothing destroyed")
  assert(pvar(1, "hp") == 7000 and pvar(2, "hp") == 7000, "no damage")
end)

test("CW-10.4: ATK equal to the target's DEF does nothing", function()
  setup { p1 = { monster = { { "Prism Knight", vars = { void = 1 } } } },
          p2 = { monster = { { "Moss Sentinel", tapped = true, vars = { void = 1 } } } } }
  to_battle()
  act("Attack with Prism Knight", 1)    -- Void 1800 against Void DEF 1800
  pass(2)
  assert(count("monster", 1) == 1 and count("monster", 2) == 1, "nothing destroyed")
  assert(pvar(1, "lp") == 7000 and pvar(2, "lp") == 7000, "no damage")
end)

test("CW-10.6, CW-10.2: a monster in defence position cannot attack", function()
  setup { p1 = { monster = { { "Gate Colossus", tapped = true }, "Rift Hound" } } }
  to_battle()
  assert(step() == "battle", "the battle step")
  assert(not has_option("Attack with Gate Colossus"), "defence: no attack")
  assert(has_option("Attack with Rift Hound"), "attack position: may attack")
end)
