-- Black-White (hidden-faction multiplayer, Sanguosha style, 2-8 players):
-- what the game is made of (rules digest /work/shared/rules/black-white.md).
-- The settlement style is the core's mini-bw model (tests/games/mini-bw):
-- policy resolve_now, nesting by Lua calls, seat-order polling, private
-- questions with `secret = true` (BW-7.4, BW-18).

ruleset {
  game = "black-white",
  players = { 2, 8 },                                   -- BW-11.1
  test_step = "play",
  deck_zone = "seats",                                  -- players bring no deck (BW-0.2): every card is the table's
  -- Players bring no decks: the game deck and the character pool belong to
  -- the table (BW-0.2.1, BW-0.2.4, BW-17.1). Faction cards and tokens are
  -- made by setup from their single rows.
  components = {
    { name = "game_deck", deck = "game-deck" },
    { name = "characters", only = { type = "character" } },
    { name = "black", only = { name = "Black Seal" } },
    { name = "white", only = { name = "White Seal" } },
    { name = "banner", only = { name = "Lone Banner" } },
    -- BW-9.8: the placeholders a removed character card leaves, one per gender
    { name = "stand_in_male", only = { name = "Nameless Traveller" } },
    { name = "stand_in_female", only = { name = "Nameless Pilgrim" } },
  },
  zones = {                                             -- BW-10
    { name = "deck", shared = true, visibility = "hidden", face_down = true },   -- BW-10.1
    { name = "discard", shared = true },                                          -- BW-10.2
    { name = "processing", shared = true },                                       -- BW-10.3
    { name = "pool", shared = true, visibility = "hidden", face_down = true, ordered = false }, -- BW-10.9: undealt characters
    { name = "seats", visibility = "owner", ordered = false },                    -- where a seat's own deck would go: empty
    { name = "hand", visibility = "owner", ordered = false },                     -- BW-10.4
    { name = "equip", ordered = false, oriented = true },                         -- BW-10.5
    -- BW-10.7: the character card, hidden (owner only) or revealed; the
    -- faction cards likewise. Revealing moves a card to the public zone.
    { name = "hero", visibility = "owner", ordered = false },
    { name = "hero_up", ordered = false },
    { name = "faction", visibility = "owner", ordered = false },
    { name = "faction_up", ordered = false },
    { name = "marks", ordered = false },                                          -- careerist banner
    { name = "judge" },                                                           -- BW-10.6: delayed magic, newest on top
    { name = "removed", shared = true, ordered = false },                         -- out of the game: removed character cards (BW-9.8), a quick game's unused deck cards, face down
  },
  chars = {
    { name = "name", kind = "str", column = "name" },
    { name = "type", kind = "str", column = "card_type" },
    { name = "subtype", kind = "str", column = "subtype" },
    { name = "suit", kind = "str", column = "suit" },
    { name = "rank", column = "rank" },
    { name = "range", column = "attack_range" },
    { name = "dmod", column = "distance_mod" },
    { name = "element", kind = "str", column = "element" },
    { name = "gender", kind = "str", column = "gender" },
    { name = "max_hp", column = "max_hp" },
    { name = "skill", kind = "str", column = "skill" },
  },
  card_summary = { "suit", "rank" },
  -- hp, maxhp: the HP card is public (BW-0.2.3). main, sec: the colours of
  -- the main and secondary faction cards (1 black, 2 white), private
  -- (BW-0.2.2). mshow, sshow: revealed. career: a careerist (BW-11.4).
  -- thrusts: Thrusts used this play phase, tlimit: the limit (BW-15.4);
  -- used: the active skills used this play phase (bit i: the card's skill i).
  -- nodist: bit q set: this character ignores the distance to q (BW-7.6);
  -- frev: the turn of its last play-phase faction reveal (BW-11.7).
  -- chained: the character card is sideways (BW-9.1-9.3); grant: what
  -- effects give the character (bits of GRANT, rules/40_use.lua).
  -- reorg: the main faction card is reorganised, sideways (BW-9.4).
  -- harm: the public record of p's hostile acts, what the table sees: 3 bits
  -- a seat q, how many times p targeted q with a harmful card (up to 7;
  -- `note_harm`, rules/55_factions.lua). Only the AIs' beliefs read it.
  player_vars = { "hp", "maxhp", "main", "sec", "mshow", "sshow", "career", "thrusts", "tlimit", "used", "nodist", "frev",
    "chained", "grant", "reorg", "harm" },
  public_player_vars = { "hp", "maxhp", "mshow", "sshow", "career", "nodist", "frev", "chained", "grant", "reorg", "harm" },
  private_player_vars = { "main", "sec" },
  -- as: a card used or played as another kind, while it settles (BW-12.3;
  -- a code of AS_CODES, rules/40_use.lua).
  obj_vars = { "as" },
  -- g: G, the players at the start (BW-4.16); over: the game has ended.
  -- tm1..tm3: the timing points the game's characters name (60_skills.lua).
  -- cursor, xturns, extra, tskip, skipped, phase, inplay, ndraw, tdone,
  -- tprev: the turn's sequencing and shape (rules/30_turn.lua, BW-15).
  game_vars = { "g", "over", "tm1", "tm2", "tm3",
    "cursor", "xturns", "extra", "tskip", "skipped", "phase", "inplay", "ndraw", "tdone", "tprev" },
  public_game_vars = { "g", "cursor", "xturns", "extra", "tskip", "skipped", "phase", "inplay", "ndraw", "tdone", "tprev" },
  -- The turn (BW-6, BW-15; rules/30_turn.lua): "before" turn_before_start;
  -- "start" turn_start, the prepare, judge and draw phases; "play" the play
  -- phase; "finish" the discard and finish phases, turn_end,
  -- turn_after_end and the choice of the next turn (where a skipped turn
  -- and the death of the current-turn character go).
  steps = {                                             -- BW-6.3, BW-15
    { name = "before", begin = "before_step", priority = "never" },      -- BW-0.4.4, BW-6.4
    { name = "start", begin = "start_step", priority = "never" },        -- BW-15.6, BW-14.2, BW-15.3
    { name = "play", begin = "play_step", ends_on_pass = true },         -- BW-15.4
    { name = "finish", begin = "finish_step", priority = "never" },      -- BW-15.5, BW-15.7
  },
  sequences = { { name = "turn", steps = { "before", "start", "play", "finish" } } },
  -- Actions whose procedures log them in the game's words ("P1 uses X"): one line each.
  logs_own_action = { "declare", "recast", "play_phase_reveal" },
  policy = { after_link = "resolve_now" },              -- BW-18.1
  out_players_may_win = true,                           -- BW-16.2
  params = {
    hand = 4,            -- BW-0.2.4
    draw = 2,            -- BW-15.3
    dealt = 4,           -- BW-0.2.1: characters dealt to each player
    death_rewards = 1,   -- BW-13.8
    faction_reveal_in_play_phase = 0,   -- BW-11.7: 1 adds one faction reveal per play phase
    short_deck = 0,      -- BW-17.1: 0 the whole game deck; N > 0 a quick game with N of its cards (a quarter Thrusts)
    loop_cap = 20000,
  },
}
