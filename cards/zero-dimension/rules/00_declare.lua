-- Zero-Dimension TCG: what the game is made of (digest ../shared/rules/zero-dimension.md).
-- Everything here is data for the generic core; the procedures named in
-- `steps` live in the other files of this folder.

ruleset {
  game = "zero-dimension",
  libraries = { "common" },                             -- shared rules words (cards/lib/common)
  players = { 2, 2 },                                   -- ZD-1.1
  deck_zone = "deck",
  test_step = "action",                                 -- where setup{} starts (the action phase)
  ability_keys = { "lv", "during" },                  -- read by 90_sugar.lua: level and turn gates
  zones = {                                             -- ZD-4.1, zone table
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "life", visibility = "hidden", face_down = true },   -- ZD-4.6.2: not even the owner
    { name = "hand", visibility = "owner", ordered = false },
    { name = "resource", oriented = true, ordered = false },
    { name = "battle", oriented = true, ordered = false, abilities = true },
    { name = "event", ordered = false, abilities = true },        -- ZD-4.10: part of the battle zone
    { name = "rest" },
    { name = "removed", ordered = false },
    { name = "chain", shared = true },                 -- ZD-4.1 [PROPOSED]: cards being used
  },
  -- ZD-11.3: copy, control, names ("becomes", then "gains"), abilities, bonus
  -- (equipment), ATK/DEF ("becomes N", then + and −), cost, rules. A "becomes"
  -- goes to the *_set layer before its layer whatever its timestamp (90_sugar.lua:
  -- becomes, and buff/aura with { set = N }); the chars' own layer takes the rest.
  layers = { "copy", "control", "names_set", "names", "abilities", "bonus_set", "bonus", "atk_def_set", "atk_def",
             "cost", "rules" },
  chars = {
    { name = "name", kind = "str", column = "name", layer = "names_set" },   -- a new name only ever replaces
    { name = "type", kind = "str", column = "card_type" },
    { name = "colour", kind = "str", column = "colour" },
    { name = "cost", kind = "int", column = "cost", layer = "cost" },
    { name = "cost_variable", kind = "int", column = "cost_variable" },
    { name = "cells", kind = "str", column = "cost_cells", layer = "cost" },
    { name = "names", kind = "set", column = "char_names", layer = "names" },
    { name = "attributes", kind = "set", column = "attributes", layer = "names" },
    { name = "atk", kind = "int", column = "atk", layer = "atk_def" },
    { name = "def", kind = "int", column = "def", layer = "atk_def" },
    { name = "atk_bonus", kind = "int", column = "atk_bonus", layer = "bonus" },
    { name = "def_bonus", kind = "int", column = "def_bonus", layer = "bonus" },
    { name = "speed", kind = "str", column = "tactic_speed" },
    { name = "equip_opponent", kind = "int", column = "equip_opponent" },
  },
  obj_vars = { "damage", "level", "deployed", "attached" },
  card_summary = { "atk", "def", "damage", "level" },      -- a card line in a client
  -- How a client reads ATK and DEF: with the attached equipment's bonus (the
  -- rules add it in battle) and below 0 as 0 (ZD-1.15).
  attached_var = "attached",
  stats = { { name = "atk", add_attached = "atk_bonus", floor = 0 },
            { name = "def", add_attached = "def_bonus", floor = 0 } },
  player_vars = { "mulligan", "placed", "life_damage_taken" },
  game_vars = { "first", "attacker", "target", "defender", "success", "winner" },
  durations = { "end_of_turn", "end_of_battle" },
  events = {                                            -- ZD-9.2 keyword table and ZD-9.15
    "on_deploy", "on_destroy", "on_battle_destroyed", "on_attack_destroyed", "on_defend_destroyed",
    "on_battle_win", "on_attack_win", "on_defend_win", "on_defend", "on_attack",
    "on_turn_start", "on_my_turn_start", "on_opponent_turn_start",
    "on_turn_end", "on_my_turn_end", "on_opponent_turn_end",
    "on_enter_rest_area", "on_scrapped", "on_discarded", "on_removed", "on_returned_to_hand",
    "on_level_up", "on_damaged", "on_life_damaged", "on_tapped", "on_untapped", "on_draw",
  },
  steps = {                                             -- ZD §6 table
    { name = "reset", begin = "reset_step", priority = "never" },
    { name = "start", begin = "start_step" },
    { name = "draw", begin = "draw_step" },
    { name = "resource", begin = "resource_step" },
    { name = "action" },
    { name = "end", begin = "end_step" },
    { name = "cleanup", begin = "cleanup_step", priority = "if_triggered", repeat_if_triggered = true },
    { name = "discard", begin = "discard_step", priority = "if_triggered" },
    -- a battle (ZD §10), started from the action phase
    { name = "attack", priority = "always" },
    { name = "declare_defence", begin = "declare_defence_step", priority = "never" },
    { name = "defence", priority = "always" },
    { name = "battle", begin = "battle_step", priority = "never" },
    { name = "settlement", priority = "always" },
    { name = "battle_end", begin = "battle_end_step", priority = "never" },
  },
  sequences = {
    { name = "turn", steps = { "reset", "start", "draw", "resource", "action", "end", "cleanup", "discard" } },
    { name = "battle", steps = { "attack", "declare_defence", "defence", "battle", "settlement", "battle_end" } },
  },
  -- Actions whose procedures log them in the game's words ("P1 uses X"): one line each.
  logs_own_action = { "use_card", "level_up", "initiate_battle" },
  -- What 80_checks.lua's state checks read: the battle zones (the event zone
  -- counts as a zone where continuous abilities work), and of the object
  -- variables only damage and attached.
  state_checks_read = { zones = { "battle" }, obj_vars = { "damage", "attached" } },
  timings = {
    { name = "main", steps = { "action" }, active = true, chain = "empty" },   -- ZD-7.1: main timing
  },
  -- What a player may do with priority (ZD-7.1 timing table); the procedures
  -- and their `can` tests are in 50_actions.lua. The core checks timing, zone
  -- and characteristics first: a card outside them costs no script.
  actions = {
    { zone = "hand", run = "use_card", label = "Use {card}", can = "can_use",          -- ZD-7.2
      timing = "main", also = { speed = "instant" } },                                 -- ZD-7.4.1
    { each = "ability", zone = { "battle", "event" }, run = "activate",                -- ZD-7.6
      label = "Activate {card}: {text}", can = "activation_ok" },
    { zone = "battle", only = { type = "character" }, run = "level_up",                -- ZD-7.8
      label = "Level up {card}", can = "can_level_up", timing = "main" },
    { run = "initiate_battle", label = "Initiate a battle", can = "can_battle", timing = "main" },   -- ZD-10.1
  },
  policy = {                                            -- ZD §8.2
    after_link = "active_player",                       -- ZD-8.4
    after_special = "active_player",                    -- ZD-8.8 pattern: then the AP gets priority
    resolution = "whole_chain",                         -- ZD-8.7
    triggers_in_resolution = "on_top",                  -- ZD-8.9
    trigger_order = "active_first",                     -- ZD-8.10
    speeds = "none",                                    -- ZD-8.13
    replacements = "affected_chooses",                  -- ZD-11.8.3
  },
  params = {                                            -- ZD §13.3 (enums as numbers, see 10_util.lua)
    first_player = 0,          -- 0 random, 1 P1, 2 P2          ZD-5.1
    first_player_draws = 0,    --                               ZD-5.6
    hand_limit = 6,            --                               ZD-4.7.1
    attack_targets = 0,        -- 0 life or tapped character, 1 life or any character, 2 life only  ZD-10.2
    attack_life_damage = 1,    --                               ZD-10.8.3
    life_damage_to = 0,        -- 0 hand, 1 rest area           ZD-10.8.5
    max_level = 3,             --                               ZD-7.8
    loop_cap = 10000,          --                               ZD-11.14.2
    optional_loop_limit = 3,   -- an optional action repeating a state 3 times is refused  ZD-11.14.3
  },
}
