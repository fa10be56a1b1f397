-- The other reading of each ruleset parameter (RULES.md §13), set with
-- setup{ params = {...} }; each test checks the default beside it.

local function to_battle()
  act("Pass, to the battle phase", 1)
  pass(1)
  pass(2)
end

test("CW-7.2: tribute_from_level = 4: level 4 may also be tribute summoned", function()
  local function board(params)
    setup { params = params, p1 = { monster = { "Rift Hound", "Ash Imp" }, hand = { "Prism Knight" } } }
  end
  board(nil)
  assert(not has_option("Tribute summon Prism Knight"), "default 5: no tribute for level 4")
  board({ tribute_from_level = 4 })
  assert(has_option("Normal summon Prism Knight"), "still a normal summon")
  act("Tribute summon Prism Knight", 1)
  act("Rift Hound", 1)                  -- 3 of 4; Ash Imp makes 4
  act("Real-ATK", 1)
  assert(find("Prism Knight", 1, "monster") and count("graveyard", 1) == 2, "tributed levels 3 + 1")
end)

test("CW-7.1: normal_summons_per_turn = 1: one normal summon a turn", function()
  setup { params = { normal_summons_per_turn = 1 }, p1 = { hand = { "Rift Hound", "Prism Knight" } } }
  act("Normal summon Rift Hound", 1)
  act("Real-ATK", 1)
  assert(not has_option("Normal summon Prism Knight"), "no second")
end)

test("CW-7.7: change_on_summon_turn = 1: a monster summoned this turn may change, once", function()
  setup { params = { change_on_summon_turn = 1 }, p1 = { hand = { "Ember Drake" } } }
  act("Normal summon Ember Drake", 1)
  act("Real-ATK", 1)
  act("Change the display form of Ember Drake", 1)
  act("Void-DEF", 1)
  local d = find("Ember Drake", 1, "monster")
  assert(is_void(d) and in_defence(d), "Void-DEF")
  assert(not has_option("Change the display form of Ember Drake"), "still once per turn")
end)

-- Ember Drake attacks Rift Hound; P2 answers with a set Rally Call that
-- adds Prism Knight to the Real system: the count of targets changes.
local function count_changes(params)
  setup { params = params, p1 = { monster = { "Ember Drake" } },
          p2 = { monster = { "Rift Hound" }, hand = { "Prism Knight" }, magic = { { "Rally Call", face_down = true } } } }
  to_battle()
  act("Attack with Ember Drake", 1)     -- its only target: Rift Hound
  pass(1)                               -- P1 passes; P2 answers
  act("Activate the set", 2)
  pass(2)                               -- it resolves
  act("Real-ATK", 2)                    -- Prism Knight's form
  pass(2)                               -- attack step: both pass; damage step
end

test("CW-10.3: replay_on_count_change: 1 replays when a monster joins the system, 0 does not", function()
  count_changes(nil)
  local labels = table.concat(decision().options, " | ")
  assert(labels:find("End the attack") and labels:find("Prism Knight"), "default: a replay: " .. labels)
  count_changes({ replay_on_count_change = 0 })
  assert(find("Rift Hound", 2, "graveyard") and pvar(2, "hp") == 6900, "0: the attack goes on against Rift Hound")
end)

test("CW-7.11: system_lock = 0: after its Real effect, Echo Seer switched to Void may use its Void effect", function()
  setup { params = { system_lock = 0 }, p1 = { monster = { "Echo Seer" }, hand = { "Phase Shift" } },
          p2 = { monster = { "Prism Knight" } } }
  act(": Destroy 1 monster", 1)
  act("Prism Knight", 1)
  pass(2)
  act("Activate Phase Shift", 1)
  pass(2)
  assert(is_void(find("Echo Seer", 1, "monster")), "Void now")
  assert(not has_option(": Destroy 1 monster"), "only the current face's effect")
  act(": Draw 1 card", 1)
  pass(2)
  assert(count("hand", 1) == 1, "drew 1")
end)

-- Twin Sigil, then Rift Communion, then Twin Sigil again.
local function combos(params)
  setup { params = params, p1 = { monster = { "Prism Knight", "Rift Hound" },
                                   hand = { "Ember Drake", "Glimmer Bolt", "Tide Lancer", "Ember Whelp" },
                                   extra = { "Twin Sigil", "Twin Sigil", "Rift Communion" } } }
  act("Activate Twin Sigil", 1)
  act("Prism Knight", 1)
  act("Ember Drake", 1)
  pass(2)
  assert(not has_option("Activate Twin Sigil"), "never twice in a row")
  act("Activate Rift Communion", 1)
  act("Rift Hound", 1)                  -- the Dark monster; Glimmer Bolt is the only magic card
  pass(2)
  assert(pvar(2, "lp") == 6000, "Rift Communion resolved")
end

test("CW-7.8.1: combo_rule = 0: the same combination magic again after another one", function()
  combos(nil)
  assert(not has_option("Activate Twin Sigil"), "default 1: once per name per turn")
  combos({ combo_rule = 0 })
  assert(has_option("Activate Twin Sigil"), "0: allowed, not in a row")
end)

test("CW-5.7, CW-10.6: first_turn_battle = 1: the first player may battle on turn 1", function()
  setup { params = { first_turn_battle = 1 }, turn = 0, step = "end", p1 = { monster = { "Rift Hound" } } }
  set_gvar("first", 1)
  pass(2)                               -- turn 1, P1's draw phase
  pass(2)
  assert(turn() == 1 and step() == "main", "turn 1, main phase")
  to_battle()
  assert(step() == "battle" and has_option("Attack with Rift Hound"), "P1 may attack on turn 1")
end)

test("CW-6.6: hand_limit = 2: P1 discards down to 2 at the end of the turn; by default nothing", function()
  local function end_turn(params)
    setup { params = params, p1 = { hand = { "Rift Hound", "Ember Drake", "Prism Knight", "Glimmer Bolt" } } }
    act("Pass, to the end phase", 1)
    pass(1)
    pass(2)                             -- the end phase; then cleanup
  end
  end_turn(nil)
  assert(active_player() == 2 and count("hand", 1) == 4, "default: no hand limit")
  end_turn({ hand_limit = 2 })
  assert(decision().player == 1, "P1 discards")
  act("Rift Hound", 1)
  act("Glimmer Bolt", 1)
  assert(active_player() == 2 and count("hand", 1) == 2 and count("graveyard", 1) == 2, "down to 2")
  assert(find("Rift Hound", 1, "graveyard") and find("Glimmer Bolt", 1, "graveyard"), "the chosen cards")
end)
