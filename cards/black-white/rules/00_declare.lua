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
    { name = "removed", shared = true, ordered = false },                         -- BW-9.8: removed character cards, out of the game
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
  player_vars = { "hp", "maxhp", "main", "sec", "mshow", "sshow", "career", "thrusts", "tlimit", "used" },
  public_player_vars = { "hp", "maxhp", "mshow", "sshow", "career" },
  private_player_vars = { "main", "sec" },
  -- g: G, the players at the start (BW-4.16); over: the game has ended.
  -- tm1..tm3: the timing points the game's characters name (60_skills.lua).
  game_vars = { "g", "over", "tm1", "tm2", "tm3" },
  public_game_vars = { "g" },
  steps = {                                             -- BW-6.3, BW-15
    { name = "start", begin = "turn_start_step", priority = "never" },   -- turn_start, prepare
    { name = "draw", begin = "draw_step", priority = "never" },          -- BW-15.3
    { name = "play", ends_on_pass = true },                              -- BW-15.4
    { name = "discard", begin = "discard_step", priority = "never" },    -- BW-15.5
    { name = "finish", begin = "finish_step", priority = "never" },
  },
  sequences = { { name = "turn", steps = { "start", "draw", "play", "discard", "finish" } } },
  policy = { after_link = "resolve_now" },              -- BW-18.1
  out_players_may_win = true,                           -- BW-16.2
  params = {
    hand = 4,            -- BW-0.2.4
    draw = 2,            -- BW-15.3
    dealt = 4,           -- BW-0.2.1: characters dealt to each player
    death_rewards = 1,   -- BW-13.8
    loop_cap = 20000,
  },
}
