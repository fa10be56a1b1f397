-- Null Ward: When a card or effect is activated: negate its effect and destroy that card.
local function ward() return { { "Null Ward", face_down = true, vars = { set_turn = 1 } } } end

test("CW-7.6.1, CW-8.6: from the hand it can never be activated: speed 1 never answers", function()
  setup { turn = 2, p1 = { hand = { "Null Ward", "Glimmer Bolt" } },
          p2 = { hand = { "Null Ward" }, monster = { "Prism Knight" } } }
  assert(not has_option("Activate Null Ward") and has_option("Set Null Ward"), "nothing to answer; it can be set")
  act("Activate Glimmer Bolt", 1)
  assert(decision().player == 2 and not has_option("Activate Null Ward"), "not from P2's hand as an answer")
end)

test("CW-7.5, CW-7.6.3: set this turn, it cannot answer until a later turn", function()
  setup { turn = 2, p1 = { hand = { "Null Ward", "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight" } } }
  act("Set Null Ward", 1)
  act("Activate Glimmer Bolt", 1)
  pass(1)                                   -- P2 passes; P1 has priority again
  assert(decision().player == 1 and not has_option("Activate the set Null Ward"), "set this turn")
end)

test("CW-7.6.3, CW-8.7: set, it negates a magic card, which is destroyed; both go to the graveyard", function()
  setup { turn = 2, p1 = { hand = { "Glimmer Bolt" } }, p2 = { monster = { "Prism Knight" }, magic = ward() } }
  act("Activate Glimmer Bolt", 1)
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(find("Prism Knight", 2, "monster"), "Glimmer Bolt's effect was negated")
  assert(find("Glimmer Bolt", 1, "graveyard") and find("Null Ward", 2, "graveyard"), "both in the graveyards")
  assert(count("magic", 1) == 0 and count("magic", 2) == 0, "no magic left on the field")
end)

test("CW-8.7, CW-7.6.2: a negated continuous magic card does not stay and never applies", function()
  setup { turn = 2, p1 = { hand = { "Rift Banner" }, monster = { { "Ember Drake", vars = { void = 1 } } } },
          p2 = { magic = ward() } }
  act("Activate Rift Banner", 1)
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(find("Rift Banner", 1, "graveyard"), "destroyed, in the graveyard")
  assert(atk(find("Ember Drake", 1, "monster")) == 1900, "no bonus")
end)

test("CW-8.7, CW-7.11: a monster's effect is negated and the monster destroyed", function()
  setup { turn = 2, p1 = { monster = { { "Stormcall Adept", vars = { void = 1 } } } }, p2 = { magic = ward() } }
  act("Activate Stormcall Adept", 1)
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(pvar(2, "lp") == 7000, "P2 lost no LP: " .. pvar(2, "lp"))
  assert(find("Stormcall Adept", 1, "graveyard"), "Stormcall Adept destroyed")
end)

test("CW-3.1, CW-8.7: against a Leader's skill it negates the skill and the Leader stays", function()
  setup { turn = 2, p1 = { leader = { "Warden Aria" }, monster = { "Ember Drake" } }, p2 = { magic = ward() } }
  act("Activate Warden Aria", 1)
  act("Activate the set Null Ward", 2)
  pass(2)
  assert(find("Warden Aria", 1, "leader"), "the Leader stays in its slot")
  assert(atk(find("Ember Drake", 1, "monster")) == 1700, "the skill was negated")
  assert(find("Null Ward", 2, "graveyard"), "Null Ward in the graveyard")
end)
