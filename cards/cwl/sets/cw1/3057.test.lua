-- Field Orders (tactic, generic): "Activate when your opponent declares an
-- attack: end the battle phase."

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- battle start: both pass
end

test("CW-7.9, CW-S14: answering an attack, it ends the battle phase and goes to the graveyard", function()
  setup { p1 = { monster = { "Ember Drake", "Prism Knight" } }, p2 = { tactic = { "Field Orders" } } }
  to_battle()
  act("Attack with Ember Drake", 1)         -- directly
  pass(1)                                   -- the TP passes; P2 has priority
  act("Use Field Orders", 2)
  pass(2)
  assert(pvar(2, "hp") == 7000, "no damage: HP " .. pvar(2, "hp"))
  assert(step() ~= "battle" and not has_option("Attack with Prism Knight"), "the battle phase is over: " .. step())
  assert(find("Field Orders", 2, "graveyard") and count("tactic", 2) == 0, "Field Orders is in the graveyard")
end)

test("CW-7.9: not offered without an opposing attack", function()
  setup { p1 = { monster = { "Ember Drake" }, tactic = { "Field Orders" } }, p2 = { tactic = { "Field Orders" } } }
  assert(not has_option("Use Field Orders"), "not in the main phase")
  to_battle()
  act("Attack with Ember Drake", 1)
  assert(decision().player == 1 and not has_option("Use Field Orders"), "not against your own attack")
  pass(1)
  assert(decision().player == 2 and has_option("Use Field Orders"), "the opponent may use theirs")
end)

test("CW-2.6, CW-12.10: a generic tactic is usable with any Leader", function()
  setup { p1 = { monster = { "Ember Drake" } }, p2 = { leader = { "Marshal Quill" }, tactic = { "Field Orders" } } }
  to_battle()
  act("Attack with Ember Drake", 1)
  pass(1)
  assert(has_option("Use Field Orders"), "usable with Marshal Quill")
end)
