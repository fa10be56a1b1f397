-- CW-S07: attacks by system (CW-10.2): a monster attacks only monsters of its
-- own system, or directly when the opponent has none there.

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
end

test("CW-S07, CW-10.2, CW-12.6: Void Ember Drake ignores a Real-DEF Prism Knight and attacks directly, costing LP", function()
  setup { p1 = { monster = { { "Ember Drake", vars = { void = 1 } } } },
          p2 = { monster = { { "Prism Knight", tapped = true } } } }
  to_battle()
  local drake = find("Ember Drake", 1, "monster")
  assert(#attack_targets(drake) == 1 and attack_targets(drake)[1] == 0, "its only target is P2 directly")
  act("Attack with Ember Drake", 1)     -- one target: not asked
  pass(2)
  assert(pvar(2, "lp") == 7000 - 1900 and pvar(2, "hp") == 7000, "LP " .. pvar(2, "lp") .. ", HP " .. pvar(2, "hp"))
  assert(find("Prism Knight", 2, "monster"), "the Knight was not touched")
end)

test("CW-S07, CW-10.2: with a Void Rift Hound opposite, no direct attack; Rift Hound is the target", function()
  setup { p1 = { monster = { { "Ember Drake", vars = { void = 1 } } } },
          p2 = { monster = { { "Prism Knight", tapped = true }, { "Rift Hound", tapped = true, vars = { void = 1 } },
                             { "Echo Seer", tapped = true, vars = { void = 1 } } } } }
  to_battle()
  act("Attack with Ember Drake", 1)
  local d = decision()
  local labels = table.concat(d.options, " | ")
  assert(#d.options == 2 and labels:find("Rift Hound") and labels:find("Echo Seer"), labels)
  assert(not labels:find("Prism Knight") and not labels:find("directly"), labels)
  act("Rift Hound", 1)
  pass(2)
  assert(find("Rift Hound", 2, "graveyard") and pvar(2, "lp") == 7000, "Rift Hound destroyed, no damage")
end)
