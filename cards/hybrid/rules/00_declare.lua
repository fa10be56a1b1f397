-- Hybrid (YGO+MTG home-made rules, 2-8 players): what the game is made of
-- (rules digest /work/shared/rules/hybrid.md). Everything here is data for
-- the generic core; the procedures named in `steps` and `actions` live in
-- the other files of this folder.

ruleset {
  game = "hybrid",
  libraries = { "common" },                             -- shared rules words (cards/lib/common)
  players = { 2, 8 },                                   -- HY-1.1
  deck_zone = "deck",
  -- HY-2.2: the extra deck; [tokens] is the token supply a player brings
  -- (not part of the deck, HY-2.4): setup sets it aside, unplayable.
  deck_sections = { "main", "extra", "tokens" },
  test_step = "main1",
  ability_keys = { "once", "main_only", "can", "equip" },   -- read by 50_actions.lua and 60_chain.lua
  zones = {                                             -- §4
    { name = "deck", visibility = "hidden", face_down = true },
    { name = "extra", visibility = "owner", ordered = false },
    { name = "hand", visibility = "owner", ordered = false },
    -- HY-4.4: 5 non-token creatures (a state check, tokens do not count);
    -- HY-10.2: attacking creatures stay here, marked (obj var attacking):
    -- the core's zone change would make them new objects (HY-4.6 says not).
    { name = "creature", oriented = true, ordered = false, abilities = true },
    { name = "magic", oriented = true, ordered = false, abilities = true },   -- set magic face down
    { name = "field", ordered = false, abilities = true },                    -- HY-4.3: one field magic
    { name = "graveyard" },                                                   -- arrival order kept
    { name = "banished", ordered = false },
    -- Out of the game: tokens that left the field (HY-12.8), the cards of a
    -- player who left (HY-1.6), and token supplies (HY-2.4).
    { name = "gone", ordered = false },
    { name = "tokens", visibility = "owner", ordered = false },
  },
  layers = { "abilities", "stats" },                    -- HY-11.1
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },       -- the category (HY-3.4)
    { name = "kind", kind = "str", column = "card_kind" },       -- HY-3.2
    { name = "attribute", kind = "str", column = "attribute" },
    { name = "subcategories", kind = "set", column = "subcategories" },
    { name = "cost", column = "mana_cost" },                     -- HY-3.3
    { name = "cost_x", column = "mana_cost_x" },
    { name = "equip_cost", column = "equip_cost" },              -- HY-7.14
    { name = "stars", column = "stars" },
    { name = "atk", column = "atk", layer = "stats" },           -- HY-3.5
    { name = "def", column = "def", layer = "stats" },
    { name = "special", column = "is_special" },                 -- HY-2.2
    { name = "keywords", kind = "set", column = "keywords", layer = "abilities" },   -- §12
    { name = "once", column = "once_per_turn" },                 -- HY-7.12
    { name = "speed", column = "speed" },                        -- HY-8.4.2
  },
  -- entered: the turn it entered the field (summoning sickness, HY-12.2; 0
  -- for a flipped creature, HY-7.9.1); damage: this turn's (HY-3.5);
  -- attacking: its place in the declaration (HY-10.2.4); target: what it
  -- attacks (-P a player, else a creature); blocking: a blocker's attacker
  -- (-1 on an attacker that was blocked, HY-10.4); order: a blocker's place
  -- (HY-10.3); attached: what an aura, equip magic or artifact is on;
  -- live: a permanent magic or artifact that resolved (HY-7.10).
  obj_vars = { "entered", "damage", "attacking", "target", "blocking", "order", "attached", "live" },
  card_summary = { "cost", "atk", "def", "damage" },      -- a card line in a client
  player_vars = { "life", "mana", "mana_max" },
  public_player_vars = { "life", "mana", "mana_max" },
  -- left: the players who already left (bits, HY-1.6); decl: declarations
  -- this turn; stamp: field magic age (HY-4.3).
  game_vars = { "first", "left", "decl", "stamp" },
  link_vars = { "negated" },                            -- HY-8.6
  durations = { "end_of_turn" },                        -- HY-9.4
  events = {                                            -- HY-9.2
    "preparation_phase_start", "end_phase_start", "on_activate", "on_summon", "on_special_summon",
    "on_flip", "on_enter_field", "on_attack", "on_block", "on_blocked", "on_deal_combat_damage",
    "on_die", "on_destroyed", "on_sacrificed", "on_banished", "on_sent_to_graveyard", "on_draw",
    "on_life_change", "on_player_eliminated",
  },
  steps = {                                             -- §6
    { name = "prep", begin = "preparation_phase" },     -- HY-6 (1)
    { name = "draw", begin = "draw_phase" },            -- HY-6 (2)
    { name = "main1", begin = "main_phase" },           -- HY-6 (3)
    { name = "battle", begin = "battle_phase", ends_on_pass = true },   -- HY-10.1: the AP declares or ends it
    { name = "main2", begin = "main_phase" },           -- HY-6 (5)
    { name = "end", begin = "end_phase" },              -- HY-6 (6.1): priority after the triggers
    { name = "cleanup", begin = "cleanup", priority = "never" },        -- HY-6 (6.2, 6.3)
    -- one attack declaration (HY-10.2 to HY-10.7)
    { name = "declared" },                              -- HY-10.2.4: flips, quick magic
    { name = "block", begin = "block_step" },           -- HY-10.3
    { name = "damage", begin = "damage_step", priority = "if_triggered" },   -- HY-10.4
    { name = "after", begin = "after_attack", priority = "never" },          -- HY-10.7 (2)
  },
  sequences = {
    { name = "turn", steps = { "prep", "draw", "main1", "battle", "main2", "end", "cleanup" } },
    { name = "attack", steps = { "declared", "block", "damage", "after" } },
  },
  -- What 80_checks.lua's state checks read: life, who left, and the cards on
  -- the field (damage, caps, attachments).
  -- Actions whose procedures log them in the game's words ("P1 uses X"): one line each.
  logs_own_action = { "summon", "flip_creature", "activate_from_hand", "activate_set", "use_item", "activate", "declare_attack" },
  state_checks_read = { zones = { "creature", "magic", "field" }, player_vars = true, game_vars = true },
  timings = {
    -- HY-7.6, HY-7.8, HY-7.14: summon, set, equip: own main phase, chain empty
    { name = "main_open", steps = { "main1", "main2" }, active = true, chain = "empty" },
    -- HY-8.4.2 speed 1 cards: own main phase (they may respond to speed 1)
    { name = "main_own", steps = { "main1", "main2" }, active = true },
    -- speed 1 effects and quick magic from the hand: own turn, any phase
    { name = "own_turn", active = true },
    -- HY-7.11: normal items, the main phase of any player's turn
    { name = "main_any", steps = { "main1", "main2" } },
    -- items whose text allows it: the battle phase too (L226)
    { name = "battle_any", steps = { "battle", "declared", "block", "damage" } },
    -- HY-10.1: attack declarations
    { name = "declare", steps = { "battle" }, active = true, chain = "empty" },
  },
  -- HY-8.4.2, HY-8.4.3: the `can` tests compare an option's speed with the
  -- top link's (50_actions.lua, speed_ok): an activated ability's speed is
  -- its own, not its card's, so it is no card characteristic the core could read.
  actions = {
    { zone = "hand", ways = {
      { only = { type = { "creature", "artifact_creature" } }, timing = "main_open",     -- HY-7.6
        run = "summon", label = "Summon {card}", can = "can_summon" },
      { only = { type = { "normal_magic", "continuous_magic", "aura_magic", "field_magic",
                          "equip_magic", "artifact" } }, timing = "main_own",            -- HY-7.10
        run = "activate_from_hand", label = "Activate {card}", can = "can_activate_from_hand" },
      { only = { type = "quick_magic" }, timing = "own_turn",                            -- HY-8.4.2
        run = "activate_from_hand", label = "Activate {card}", can = "can_activate_from_hand" },
      { only = { type = "quick_magic" }, run = "activate_from_hand",                     -- C9, parameter
        label = "Activate {card}", can = "can_quick_any_turn" },
      { only = { type = "normal_item" }, timing = "main_any",                            -- HY-7.11
        run = "use_item", label = "Use {card}", can = "can_use_item" },
      { only = { type = "normal_item" }, timing = "battle_any",                          -- L226
        run = "use_item", label = "Use {card}", can = "can_use_item_in_battle" },
    } },
    { zone = "hand", ways = {                                                            -- HY-7.8
      { only = { type = "creature" }, timing = "main_open", run = "set_creature",
        label = "Set {card}", public = "Set a creature", can = "can_set_creature" },
      { only = { type = { "normal_magic", "quick_magic", "continuous_magic", "aura_magic",
                          "equip_magic", "artifact_creature" } }, timing = "main_open",
        run = "set_magic", label = "Set {card}", public = "Set a magic card", can = "can_set_magic" },
      { only = { type = "field_magic" }, timing = "main_open", run = "set_field",
        label = "Set {card}", public = "Set a field magic card", can = "can_set_field" },
    } },
    -- HY-7.9: set creatures (speed 2, any time) and set magic (quick magic
    -- and artifact creatures any time, the others as from the hand). A
    -- face-down card shows no characteristics to the core's gates (its
    -- `speed` reads 0), so a listed source gives each option its speed.
    { list = "set_card_options" },
    -- HY-7.13, HY-7.14, HY-8.4.2: activated effects (speed 1: own turn;
    -- equipping: own main phase, chain empty; speed 2 and 3: any turn)
    { each = "ability", zone = { "creature", "magic", "field" }, ways = {
      { timing = "main_open", run = "activate", label = "{card}: {text}", can = "ability_ok_main" },
      { timing = "own_turn", run = "activate", label = "{card}: {text}", can = "ability_ok_turn" },
      { run = "activate", label = "{card}: {text}", can = "ability_ok_any" },
    } },
    -- HY-10.2: an attack declaration (one creature or an ordered group)
    { timing = "declare", run = "declare_attack", label = "Declare an attack", can = "can_declare" },
  },
  policy = {                                            -- HY-8.8
    after_link = "next_player",                         -- HY-8.5
    after_triggers = "unchanged",                       -- HY-8.5: the AP
    after_special = "active_player",
    resolution = "whole_chain",                         -- HY-8.5
    triggers_in_resolution = "after_chain",             -- HY-8.7
    trigger_order = "active_first",                     -- HY-8.7
    speeds = "none",                                    -- HY-8.4.3: the `can` tests compare speeds
    replacements = "affected_chooses",                  -- HY-11.4
  },
  params = {                                            -- §13.3
    first_player = 0,              -- hy.first_player: 0 random, else that seat   HY-1.1
    starting_life = 20,            -- HY-1.3
    opening_hand = 5,              -- HY-5.2
    max_mulligans = 3,             -- HY-5.3 (C6: 3 in total)
    hand_limit = 6,                -- HY-6.3
    mana_cap = 10,                 -- HY-7.2
    creature_cap = 5,              -- HY-4.4
    set_magic_cap = 5,             -- HY-7.8
    max_set_creature_stars = 4,    -- HY-7.8
    quick_from_hand_any_turn = 0,  -- C9: 1 reads L141 "any time": quick magic from the hand in any turn
    attacked_deals_back = 1,       -- C8: 0: an attacked creature deals no damage back (HY-10.4)
    equip_counts_once = 0,         -- HY-7.12: 1: equipping counts as the artifact's once-per-turn use
    loop_cap = 10000,              -- HY-11.5
    optional_loop_limit = 3,       -- HY-11.5: an optional loop is stopped
  },
}
