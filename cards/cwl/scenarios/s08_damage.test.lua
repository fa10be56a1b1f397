-- CW-S08: damage calculation (CW-10.4).

local function attack(name)
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
  act("Attack with " .. name, 1)
  pass(2)                               -- attack step: both pass; damage
end

test("CW-S08 (a), CW-10.4: Real Ember Drake (1700) beats Real-DEF Prism Knight (1600): destroyed, no damage", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { monster = { { "Prism Knight", tapped = true } } } }
  attack("Ember Drake")
  assert(find("Prism Knight", 2, "graveyard") and find("Ember Drake", 1, "monster"), "the Knight is destroyed")
  assert(pvar(1, "hp") == 7000 and pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000, "no damage")
end)

test("CW-S08 (b), CW-10.4: Real Prism Knight (1500) attacks Real-ATK Ember Drake (1700): Knight destroyed, P1 loses 200 HP", function()
  setup { p1 = { monster = { "Prism Knight" } }, p2 = { monster = { "Ember Drake" } } }
  attack("Prism Knight")
  assert(find("Prism Knight", 1, "graveyard") and find("Ember Drake", 2, "monster"), "the Knight is destroyed")
  assert(pvar(1, "hp") == 6800 and pvar(1, "lp") == 7000, "HP " .. pvar(1, "hp") .. ", LP " .. pvar(1, "lp"))
end)

test("CW-S08 (c), CW-10.4: Void Rift Hound (1200) attacks Void-DEF Echo Seer (DEF 1500): nothing destroyed, P1 loses 300 LP", function()
  setup { p1 = { monster = { { "Rift Hound", vars = { void = 1 } } } },
          p2 = { monster = { { "Echo Seer", tapped = true, vars = { void = 1 } } } } }
  attack("Rift Hound")
  assert(find("Rift Hound", 1, "monster") and find("Echo Seer", 2, "monster"), "nothing destroyed")
  assert(pvar(1, "lp") == 6700 and pvar(1, "hp") == 7000, "LP " .. pvar(1, "lp") .. ", HP " .. pvar(1, "hp"))
end)
