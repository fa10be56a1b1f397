-- C-WL: what the game is made of (RULES.md; digest ../shared/rules/cwl.md).
-- Everything here is data for the generic core; the procedures named in
-- `steps` and `actions` live in the other files of this folder.

ruleset {
  game = "cwl",
  libraries = { "common" },                             -- shared rules words (cards/lib/common)
  players = { 2, 2 },                                   -- CW-1.1
  deck_zone = "deck",
  deck_sections = { "main", "extra", "leader" },        -- CW-2.1: setup sorts them by type (CW-5.3)
  test_step = "main",                                   -- where setup{} starts: the main phase
  ability_keys = { "face", "once", "once_name", "can" },   -- read by 90_sugar.lua (CW-7.11)
  zones = {                                             -- CW-4.1, CW-4.2
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "extra", visibility = "owner", ordered = false },
    { name = "hand", visibility = "owner", ordered = false },
    -- CW-4.3: a monster turned sideways (tapped) is in defence position
    { name = "monster", oriented = true, ordered = false, abilities = true, capacity = 6 },
    { name = "magic", ordered = false, abilities = true, capacity = 6 },   -- set magic is face down
    { name = "leader", ordered = false, abilities = true, capacity = 1 },  -- the Leader slot
    { name = "tactic", face_down = true, ordered = false, capacity = 5 },  -- CW-7.9: no magic cell
    { name = "graveyard" },                                                -- in order of arrival
    { name = "banished", ordered = false },                                -- CW-4.2
  },
  -- No chain zone: a card stays in its magic cell or the tactic area while
  -- its link waits (CW-7.6.1, CW-7.9).
  layers = { "abilities", "stats_set", "stats_add" },  -- CW-11.3: "becomes", then + and -
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "fields", kind = "set", column = "fields" },
    { name = "level", column = "level" },
    { name = "race", kind = "str", column = "race" },
    { name = "attribute", kind = "str", column = "attribute" },
    { name = "void_atk", layer = "stats_add" },         -- CW-3.5: each face's stats
    { name = "void_def", layer = "stats_add" },
    { name = "real_atk", layer = "stats_add" },
    { name = "real_def", layer = "stats_add" },
    { name = "myth_systems", kind = "str" },            -- CW-3.7
    { name = "magic_kind", kind = "str" },              -- CW-7.6.2
    { name = "hp" },                                    -- CW-3.1
    { name = "lp" },
    { name = "restrict_leader", kind = "str" },         -- CW-2.6
    { name = "restrict_race", kind = "str" },
    { name = "restrict_attribute", kind = "str" },
  },
  -- void: 1 Void, 0 Real (CW-4.3); summoned/changed/attacked/set_turn: the
  -- turn it happened; live: a continuous magic card that resolved (CW-7.6.2);
  -- stamp: the order monsters arrived (CW-7.4.1).
  obj_vars = { "void", "summoned", "changed", "attacked", "set_turn", "live", "stamp" },
  -- A card line in a client: level, each face's stats, and void = 1 when it shows Void.
  card_summary = { "level", "void_atk", "void_def", "real_atk", "real_def", "void" },
  player_vars = { "hp", "lp", "last_combo" },
  public_player_vars = { "hp", "lp" },                  -- CW-1.2
  game_vars = { "first", "next", "attacker", "target", "tsys", "tcount", "stamp" },
  link_vars = { "negated" },                            -- CW-8.7
  durations = { "end_of_turn" },
  events = {                                            -- CW §9
    "phase_start", "on_summon", "on_display_change", "on_attack", "on_attacked",
    "on_battle_destroy", "on_battle_destroyed", "on_destroyed", "on_sent_to_graveyard",
    "on_activate", "on_hp_damage", "on_lp_damage", "on_draw",
  },
  steps = {                                             -- CW-6.1, CW-10.1
    { name = "draw", begin = "draw_phase" },            -- CW-6.2, priority CW-6.7
    { name = "main", begin = "main_phase" },            -- CW-6.3
    { name = "battle_start", begin = "battle_start" },  -- CW-10.1 (1): skipped unless named
    { name = "battle", ends_on_pass = true },           -- CW-10.1 (2): declare, or end the battle
    { name = "battle_end", begin = "battle_end" },      -- CW-10.1 (5)
    { name = "end", begin = "end_phase" },              -- CW-6.5
    { name = "cleanup", begin = "cleanup", priority = "never" },
    -- one attack (CW-10.2 to CW-10.5), started from the battle step
    { name = "attack" },
    { name = "damage", begin = "damage_step", priority = "if_triggered" },
  },
  sequences = {
    { name = "turn", steps = { "draw", "main", "battle_start", "battle", "battle_end", "end", "cleanup" } },
    { name = "attack", steps = { "attack", "damage" } },
  },
  -- What 80_checks.lua's state checks read: HP and LP, and the monster zones
  -- (two myth monsters of one name, CW-7.4.1).
  -- Actions whose procedures log them in the game's words ("P1 uses X"): one line each.
  logs_own_action = { "normal_summon", "tribute_summon", "summon_myth", "activate_from_hand", "activate_set",
                      "activate_combo", "use_tactic", "change_display", "declare_attack" },
  state_checks_read = { zones = { "monster" }, player_vars = true },
  timings = {
    { name = "open", steps = { "main" }, active = true, chain = "empty" },   -- CW-7.0: speed 1
    { name = "own_turn", active = true },                                   -- CW-7.8: combination magic
    { name = "declare", steps = { "battle" }, active = true, chain = "empty" },   -- CW-10.2
  },
  -- CW-8.6: speed 1 is what the open state allows (it starts a chain and
  -- never responds); speed 2 is offered whenever its player has priority.
  -- The tests and procedures are in 50_actions.lua.
  actions = {
    { zone = "hand", only = { type = "monster" }, timing = "open",           -- CW-7.1
      run = "normal_summon", label = "Normal summon {card}", can = "can_normal_summon" },
    { zone = "hand", only = { type = "monster" }, timing = "open",           -- CW-7.2
      run = "tribute_summon", label = "Tribute summon {card}", can = "can_tribute_summon" },
    { zone = "hand", only = { type = "magic" }, timing = "open",             -- CW-7.6.1
      run = "activate_from_hand", label = "Activate {card}", can = "can_activate_from_hand" },
    { zone = "hand", only = { type = "magic" }, timing = "open",             -- CW-7.5
      run = "set_magic", label = "Set {card}", public = "Set a magic card", can = "can_set" },
    { zone = "magic", run = "activate_set", label = "Activate the set {card}",   -- CW-7.6.3
      public = "Activate a set magic card", can = "can_activate_set" },
    { zone = "extra", ways = {
      { only = { type = "combo_magic" }, timing = "own_turn", run = "activate_combo",   -- CW-7.8
        label = "Activate {card}", can = "can_combo" },
      { only = { type = "myth_monster" }, timing = "open", run = "summon_myth",         -- CW-7.4
        label = "Summon {card}", can = "can_myth" },
    } },
    { zone = "tactic", run = "use_tactic", label = "Use {card}", public = "Use a tactic",   -- CW-7.9
      can = "can_use_tactic" },
    { each = "ability", zone = { "monster", "magic", "leader" }, ways = {      -- CW-7.10, CW-7.11
      { timing = "open", run = "activate", label = "Activate {card}: {text}", can = "ignition_ok" },
      { run = "activate", label = "Activate {card}: {text}", can = "quick_ok" },
    } },
    { zone = "monster", timing = "open", run = "change_display",             -- CW-7.7
      label = "Change the display form of {card}", can = "can_change_display" },
    { zone = "monster", timing = "declare", run = "declare_attack",          -- CW-10.2
      label = "Attack with {card}", can = "can_attack" },
    { list = "phase_passes" },                                               -- CW-6.7
  },
  policy = {                                            -- CW-8.9
    after_link = "next_player",                         -- CW-8.2
    after_triggers = "as_link",                         -- CW-8.4
    after_special = "active_player",                    -- CW-8.5
    resolution = "whole_chain",                         -- CW-8.3
    triggers_in_resolution = "after_chain",             -- CW-8.4
    trigger_order = "active_first",                     -- CW-8.4: the TP's first
    speeds = "none",                                    -- CW-8.6: the timings say it
    replacements = "affected_chooses",                  -- CW-11.8
  },
  params = {                                            -- RULES.md, "Parameters"
    first_player = 0,              -- 0 random, 1 P1, 2 P2          CW-5.1
    opening_hand = 5,              --                               CW-5.5
    mulligans = 0,                 -- redraws allowed               CW-5.5
    first_turn_battle = 0,         -- 1: the first player may battle on turn 1   CW-5.7
    normal_summons_per_turn = 2,   --                               CW-7.1
    tribute_from_level = 5,        -- 4: the literal reading        CW-7.2
    default_hp = 7000,             -- without a Leader              CW-1.2
    default_lp = 7000,
    hand_limit = 0,                -- 0: none                       CW-6.6
    system_lock = 1,               -- one face's effects per card per turn   CW-7.11
    combo_rule = 1,                -- 1 once per name per turn, 0 not twice in a row   CW-7.8.1
    change_on_summon_turn = 0,     --                               CW-7.7
    replay_on_count_change = 1,    --                               CW-10.3
    loop_cap = 10000,              --                               CW-11.9
    optional_loop_limit = 3,       --                               CW-11.9
  },
}
