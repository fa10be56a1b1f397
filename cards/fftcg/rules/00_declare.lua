-- FF-TCG: what the game is made of (digest ../shared/rules/fftcg.md). Data for
-- the generic core; the procedures named here live in the other files.

-- FF-11.8.17: room for this many delayed abilities waiting at once.
DELAY_SLOTS = 8
local function delay_vars(list)
  for k = 1, DELAY_SLOTS do
    for _, f in ipairs({ "ab", "src", "ctl", "subj", "turn", "when" }) do list[#list + 1] = "dl" .. k .. "_" .. f end
  end
  return list
end

ruleset {
  game = "fftcg",
  libraries = { "common" },                             -- shared rules words (cards/lib/common)
  players = { 2, 2 },                                   -- FF-1.1
  deck_zone = "deck",
  test_step = "main1",                                  -- where setup{} starts (main phase 1)
  ability_keys = { "about", "ex", "if_" },            -- read by the ruleset: 60_stack, 65_triggers, 90_sugar
  zones = {                                             -- FF-7.1, digest §4 zone table
    { name = "deck", visibility = "hidden", face_down = true },   -- FF-7.9
    { name = "hand", visibility = "owner", ordered = false },     -- FF-7.11
    { name = "field", oriented = true, ordered = false, abilities = true },   -- FF-7.7
    { name = "damage" },                                -- FF-7.8: ordered by arrival
    { name = "break" },                                 -- FF-7.10, FF-16.12
    { name = "removed", ordered = false },              -- FF-7.13
    { name = "stack", shared = true },                  -- FF-7.12, FF-7.13.3
  },
  -- FF-11.12.4.6: L1 control, L2 text, L3 type/job (+ element, name, category:
  -- FF-16.11), L4 general (abilities, keywords), L5a set power, L5b +/- power (FF-16.10)
  layers = { "control", "text", "type", "abilities", "power_set", "power_add" },
  self_first = true,                                    -- FF-11.12.4.7: self first inside a layer
  chars = {
    { name = "name", kind = "str", column = "name", layer = "type" },
    { name = "type", kind = "str", column = "card_type", layer = "type" },
    { name = "element", kind = "str", column = "element", layer = "type" },
    { name = "jobs", kind = "set", column = "jobs", layer = "type" },
    { name = "categories", kind = "set", column = "categories", layer = "type" },
    { name = "keywords", kind = "set", column = "keywords", layer = "abilities" },
    { name = "cost", kind = "int", column = "cost", layer = "abilities" },
    { name = "power", kind = "int", column = "power", layer = "power_add" },
    { name = "generic", kind = "int", column = "generic_icon" },
    { name = "ex_burst", kind = "int", column = "ex_burst" },
    { name = "party_any", kind = "int", column = "party_any" },
    -- FF-11.12.4.6: the player L1 control effects give the card (0: none; see gain_control)
    { name = "control", kind = "int", column = "control", layer = "control" },
  },
  control_char = "control",                             -- the core follows it (FF-6.2.6, FF-11.12.4.6)
  -- since: the turn its controller began controlling it (FF-16.19);
  -- attacked: the turn it attacked (FF-10.1.2.1.2);
  -- st_pending: its state triggers waiting or on the stack, a bit each (FF-11.8.18).
  obj_vars = { "damage", "since", "attacked", "frozen", "attacking", "st_pending", "hit_by" },
  card_summary = { "power", "damage", "frozen" },          -- a card line in a client
  tapped_word = "dull",                                    -- a turned card is "dull" (RULES.md, terms)
  player_vars = { "failed_draw", "damaged_empty", "mulligan" },   -- FF-16.21
  -- dl<k>_*: the delayed abilities waiting (FF-11.8.17), see 65_triggers.lua
  game_vars = delay_vars({ "first", "blocker", "fs", "dl_count" }),
  durations = { "end_of_turn" },
  events = {                                            -- FF-16.18 trigger ids
    "enters_field", "leaves_field", "put_into_break_zone", "broken", "discarded", "removed_from_game",
    "returned_to_hand", "attacks", "party_attacks", "blocks", "is_blocked", "not_blocked",
    "deals_damage_to_player", "deals_damage_to_forward", "damaged", "player_damaged", "breaks_forward",
    "phase_begins", "end_of_turn", "summon_cast", "ability_used", "character_played", "chosen",
    "dulled", "activated", "drawn", "counter_placed", "counter_removed",
  },
  steps = {                                             -- digest §6
    { name = "active", begin = "active_phase", priority = "never", state_checks = false },   -- FF-9.1.1.2
    { name = "draw", begin = "draw_phase", priority = "never", state_checks = false },       -- FF-9.2.1.2
    { name = "main1", begin = "phase_start" },                            -- FF-9.3
    { name = "attack", begin = "phase_start" },                           -- FF-10.1.1 preparation
    -- FF-10.1.2 (see 50_actions); FF-10.1.2.7: declaring no attack (the TP's pass) ends it at once
    { name = "declare", ends_on_pass = true },
    { name = "main2", begin = "phase_start" },
    { name = "end", begin = "end_phase" },                                -- FF-9.5.1.1
    { name = "hand_limit", begin = "hand_limit_step", priority = "never" },   -- FF-9.5.1.2
    { name = "cleanup", begin = "cleanup_step", priority = "if_triggered", repeat_if_triggered = true },  -- FF-9.5.1.3-5
    -- one attack (FF-10.1.2.4 to 10.1.4.5), started by a declaration
    { name = "attacking" },                                               -- FF-10.1.2.6
    { name = "block", begin = "block_step" },                             -- FF-10.1.3
    { name = "first_strike", begin = "first_strike_step", priority = "never" },   -- FF-15.2.3.2
    -- FF-15.2.3.3: after first-strike damage, rule processes, then priority with no
    -- summon, action or special ability; its triggers wait until after regular damage
    { name = "interim", hold_triggers = true },
    { name = "damage", begin = "damage_step" },                           -- FF-10.1.4
    { name = "battle_end", begin = "battle_end_step", priority = "never" },       -- FF-10.1.4.5
  },
  sequences = {
    { name = "turn", steps = { "active", "draw", "main1", "attack", "declare", "main2", "end", "hand_limit", "cleanup" } },
    { name = "battle", steps = { "attacking", "block", "first_strike", "damage", "battle_end" } },
    { name = "interim", steps = { "interim" } },         -- pushed by first_strike_step
  },
  -- What 80_checks.lua's state checks read: the field (its cards' power,
  -- damage, names, control, attackers, state triggers' bits), the damage zone
  -- (FF-12.4.1; "Damage N" conditions) and the players' variables (failed
  -- draws, damage with an empty deck). A state trigger's condition (when_state,
  -- 90_sugar.lua) must read only these too: one that reads another zone or a
  -- game variable adds it here.
  -- Actions whose procedures log them in the game's words ("P1 uses X"): one line each.
  logs_own_action = { "cast_summon", "declare_attack", "declare_party" },
  state_checks_read = { zones = { "field", "damage" }, player_vars = true },
  timings = {
    { name = "main", steps = { "main1", "main2" }, active = true, chain = "empty" },   -- FF-9.3.1.5, FF-11.4.1
    -- FF-11.1.1: summons and abilities whenever a player has priority in a main or attack phase
    { name = "instant", steps = { "main1", "main2", "attack", "attacking", "block", "damage" } },
    { name = "back_attack", steps = { "main1", "main2", "attack", "attacking", "block", "damage", "interim" } },  -- FF-15.2.5.2
    { name = "declare", steps = { "declare" }, active = true, chain = "empty" },      -- FF-10.1.2
  },
  -- What a player may do with priority (FF-11.1.1); the `can` tests and the
  -- procedures are in 50_actions.lua. The core checks timing, zone and
  -- characteristics first: a card outside them costs no script.
  actions = {
    { zone = "hand", ways = {
        { run = "play_character", label = "Play {card}", can = "can_play",            -- FF-11.4
          only = { type = { "forward", "backup", "monster" } }, timing = "main",
          also = { keywords = "back_attack" }, also_timing = "back_attack" },          -- FF-15.2.5
        { run = "cast_summon", label = "Cast {card}", can = "can_cast",                -- FF-11.3
          only = { type = "summon" }, timing = "instant" } } },
    { each = "ability", zone = "field", controlled = true, run = "use_ability",        -- FF-11.6, 11.7
      label = "Use {card}: {text}", can = "can_use_ability", timing = "instant" },
    { zone = "field", controlled = true, only = { type = "forward" }, run = "declare_attack",   -- FF-10.1.2
      label = "Attack with {card}", can = "may_declare_attack", timing = "declare" },
    { run = "declare_party", label = "Attack with a party", can = "party_possible", timing = "declare" },  -- FF-15.1.1.9
  },
  policy = {                                            -- digest §8 "Engine policy"
    after_link = "same_player",                         -- FF-11.3.8, 11.6.11, 11.7.11
    after_special = "active_player",                    -- FF-11.4.8, FF-16.17
    resolution = "top_only",                            -- FF-11.1.7
    triggers_in_resolution = "on_top",
    trigger_order = "active_first",                     -- FF-11.8.7
    speeds = "none",
  },
  params = {
    first_player = 0,        -- 0 random, 1 P1, 2 P2 (FF-8.2.1.2)
    damage_to_lose = 7,      -- FF-3.1.1, FF-16.22 (6 in limited)
    hand_limit = 5,          -- FF-9.5.1.2
    max_backups = 5,         -- FF-16.2
    offer_unpayable = 0,     -- 1: offer casts/plays that cannot be paid (they roll back, FF-14)
    loop_cap = 10000,        -- FF-16.14 backstop
    optional_loop_limit = 3, -- FF-13.2/13.3, FF-16.14: a loop kept going by choice runs at most 3 times
  },
}
