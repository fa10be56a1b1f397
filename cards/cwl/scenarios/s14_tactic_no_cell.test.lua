-- CW-S14: tactics need no magic cell (CW-7.9, CW-4.7). P2's six magic cells are
-- full; P1 declares an attack; P2 uses Field Orders ("Activate when your
-- opponent declares an attack: end the battle phase.") from the tactic area.
-- Hollow Watcher (Void: "When a magic card is activated: this card gains 300
-- ATK until end of turn.") watches.

-- Six set magic cards, set this turn, so none of them can be activated.
local function six_set()
  local out = {}
  for i = 1, 6 do out[i] = { "Glimmer Bolt", face_down = true, vars = { set_turn = 3 } } end
  return out
end

test("CW-S14, CW-7.9, CW-4.7: with six full magic cells Field Orders is used, seen as magic, ends the battle", function()
  setup { turn = 3,
          p1 = { monster = { "Ember Drake", "Prism Knight" } },
          p2 = { magic = six_set(), tactic = { "Field Orders" }, monster = { { "Hollow Watcher", vars = { void = 1 } } } } }
  assert(count("magic", 2) == 6, "P2's magic zone is full")
  act("Pass, to the battle phase", 1)
  pass(1)                                   -- P2: the main phase ends
  pass(2)                                   -- battle start
  act("Attack with Ember Drake", 1)         -- Real: directly (P2 has no Real monster)
  pass(1)                                   -- the TP passes; P2 has priority
  assert(has_option("Use Field Orders"), "legal with no free magic cell")
  act("Use Field Orders", 2)
  assert(chain_size() == 2, "Hollow Watcher's trigger joins Field Orders on the chain")
  pass(2)                                   -- the chain resolves
  local watcher = find("Hollow Watcher", 2, "monster")
  assert(atk(watcher) == 1300 + 300, "Hollow Watcher saw a magic activation: ATK " .. atk(watcher))
  assert(pvar(2, "hp") == 7000 and pvar(2, "lp") == 7000, "the attack did no damage")
  assert(step() ~= "battle" and not has_option("Attack with Prism Knight"), "the battle phase ended: " .. step())
  assert(find("Field Orders", 2, "graveyard") and count("tactic", 2) == 0, "Field Orders is in the graveyard")
  assert(count("magic", 2) == 6, "it took no magic cell")
end)

test("CW-S14, CW-4.7: the same full zone does stop a magic card from the hand", function()
  setup { active = 2, p2 = { magic = six_set(), hand = { "Surge Edict" }, monster = { "Ember Drake" } } }
  assert(not has_option("Activate Surge Edict") and not has_option("Set Surge Edict"), "no free magic cell")
end)
