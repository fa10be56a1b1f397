/* Cardinal: the public C API (C99). See docs/protocol.md for the JSON.
 *
 * - Opaque handles, no globals. A library handle is read-only once loaded
 *   and may be shared by games on any number of threads (it keeps one Lua
 *   state per thread that uses it); a game handle must be used by one thread
 *   at a time (any thread). Free a library only after all of its games.
 * - Every function returns a status; the text of the last error is kept per
 *   handle (cardinal_library_error / cardinal_game_error). No C++ exception
 *   ever crosses this boundary.
 * - Strings and byte buffers returned by a function stay valid until the
 *   next call on the same handle.
 * - Compatibility: functions are never changed once published; new
 *   behaviour gets a new name. CARDINAL_API_VERSION counts additions.
 */
#ifndef CARDINAL_CARDINAL_H
#define CARDINAL_CARDINAL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CARDINAL_VERSION_MAJOR 0
#define CARDINAL_VERSION_MINOR 1
#define CARDINAL_VERSION_PATCH 0
#define CARDINAL_API_VERSION 5  /* 2: cardinal_game_concede; 3: cardinal_game_ai_choose;
                                   4: cardinal_library_games_json, cardinal_library_info_json;
                                   5: cardinal_library_sim_report, cardinal_library_simulate_json */

typedef enum cardinal_status {
  CARDINAL_OK = 0,
  CARDINAL_ERROR = 1,          /* a failure; see the handle's error text */
  CARDINAL_BAD_ARGUMENT = 2,   /* a null handle, a bad option, malformed JSON */
  CARDINAL_ILLEGAL = 3,        /* an illegal answer or action: nothing changed */
  CARDINAL_NOT_FOUND = 4       /* no such game, file, card or snapshot data */
} cardinal_status;

typedef struct cardinal_library cardinal_library;
typedef struct cardinal_game cardinal_game;

/* The version of the library actually linked, "MAJOR.MINOR.PATCH". */
const char* cardinal_version(void);
int cardinal_api_version(void);

/* ---- card libraries ---- */

/* Where a game's cards come from: the cards/ folder of a checkout (or an
 * installed copy), the game id, and optionally a built card database. */
typedef struct cardinal_library_paths {
  const char* cards_dir;  /* required */
  const char* game;       /* required, e.g. "zero-dimension" */
  const char* db_path;    /* optional: NULL builds the rows from the set files */
} cardinal_library_paths;

cardinal_library* cardinal_library_new(void);
cardinal_status cardinal_library_load(cardinal_library* lib, const cardinal_library_paths* paths);

/* Or the client supplies the files itself (from memory, an archive, the
 * network...). Paths are relative to the cards root, '/'-separated, e.g.
 * "zero-dimension/rules/00_declare.lua". Each callback returns 0 on success
 * and non-zero for "no such file/folder"; the memory it hands back must stay
 * valid until its next call. The callbacks must stay usable for as long as
 * the library is (decks are read on demand).
 *   read: the file's bytes.
 *   list: a folder's entries as newline-separated names; sub-folders end with '/'. */
typedef struct cardinal_file_callbacks {
  void* user;
  int (*read)(void* user, const char* path, const char** data, size_t* size);
  int (*list)(void* user, const char* dir, const char** names, size_t* size);
} cardinal_file_callbacks;
cardinal_status cardinal_library_load_from(cardinal_library* lib, const char* game, const cardinal_file_callbacks* files);
const char* cardinal_library_error(const cardinal_library* lib);
/* A named deck of the game (cards/<game>/decks/<name>.txt): card ids. */
cardinal_status cardinal_library_deck(cardinal_library* lib, const char* name, const int64_t** ids, size_t* count);
void cardinal_library_free(cardinal_library* lib);

/* The games of a cards folder, as a JSON array of game ids, sorted: its
 * sub-folders that hold a schema.sql (as `cardinal games` lists them). lib
 * is any handle, loaded or not: it keeps the text and the error. Since API
 * version 4. */
cardinal_status cardinal_library_games_json(cardinal_library* lib, const char* cards_dir, const char** json);
/* What a host offers the players of the loaded game (docs/protocol.md,
 * "Library info"): {"game", "players": {"min", "max"}, "decks" (the decks a
 * seat may bring), "starter_decks" (what seats get by default, in turn),
 * "table_cards" (the ruleset's cards belong to the table), "params" (name:
 * default), "ais" (the specs cardinal_game_ai_choose takes)}. Since API
 * version 4. */
cardinal_status cardinal_library_info_json(cardinal_library* lib, const char** json);
/* Plays AI games of the loaded game as `cardinal sim --report` does, on the
 * calling thread and `threads` more, and writes the balance report
 * (docs/reports.md: one self-contained HTML page) to the file `path`.
 * options_json: {"games": 100, "seed": 1, "threads": 1,
 *   "decks": [{"name": "starter-a", "cards": [ids...]}, ...] (one per seat:
 *   their number is the number of players; name is what the report calls it),
 *   "seats": ["random", "greedy", ...] (per seat, an AI spec; default random),
 *   "round_robin": [{"name", "cards"}, ...] (instead of decks: every ordered
 *   pairing of two or more decks plays `games` two-player games),
 *   "params": {"name": value}}.
 * *summary (may be NULL): {"games", "wins": [per seat], "draws", "errors",
 * "stuck", "hangs", "seconds", "report"}, valid until the next call on lib.
 * CARDINAL_BAD_ARGUMENT for a bad option, NOT_FOUND if path cannot be
 * written. Since API version 5. */
cardinal_status cardinal_library_sim_report(cardinal_library* lib, const char* options_json, const char* path,
                                            const char** summary);
/* Plays a batch of AI games as `cardinal sim` does: games first .. first +
 * games - 1 of the run seed. Game i's seeds depend only on the run seed and
 * i, so a run split into batches (on threads, processes or machines) plays
 * the very same games. options_json (docs/protocol.md, "Simulations"):
 *   {"games": N, "seed": S, "first": 0, "threads": 1,
 *    "decks": [[card ids] per seat] (their number is the number of players),
 *    "seats": [AI spec per seat] (default "random"), "params": {name: integer},
 *    "max_decisions": 20000, "hang_seconds": 60 (0: no watchdog)}
 * json: {"first": F, "games": [{"index", "seed", "hash" (16 hex digits
 * each), "turns", "decisions", "winners": [seats], "lost": [seats],
 * "outcome": "finished"|"error"|"stuck"|"hung", "reason", "script_spent"}]}
 * in index order. A game that fails is reported, not thrown; what makes the
 * whole run impossible (an unknown card, a bad count) is an error before any
 * game plays. Since API version 5. */
cardinal_status cardinal_library_simulate_json(cardinal_library* lib, const char* options_json, const char** json);

/* ---- games ---- */

typedef struct cardinal_game_options {
  uint64_t seed[4];             /* 256-bit seed */
  int players;                  /* 2..8 as the ruleset allows */
  const int64_t* const* decks;  /* decks[p]: card ids of player p */
  const size_t* deck_sizes;     /* deck_sizes[p] */
  const char* params_json;      /* optional: {"hand_limit": 7, ...} */
  int log;                      /* non-zero: keep the event log (needed for messages) */
} cardinal_game_options;

cardinal_game* cardinal_game_new(const cardinal_library* lib);
cardinal_status cardinal_game_start(cardinal_game* g, const cardinal_game_options* options);
const char* cardinal_game_error(const cardinal_game* g);
void cardinal_game_free(cardinal_game* g);

/* Runs until a decision is needed or the game ends. */
cardinal_status cardinal_game_advance(cardinal_game* g);
/* 1 if the game is over, 0 if not. */
int cardinal_game_over(const cardinal_game* g);
/* The player who must decide (0-based), or -1. The host's call: a private question
   (docs/protocol.md) must not be shown to other players as theirs to wait for. */
int cardinal_game_deciding_player(const cardinal_game* g);
/* How many options the pending decision has, or -1 if none is pending. */
int cardinal_game_option_count(const cardinal_game* g);

/* JSON for one player's view (player 0-based) or the referee's (-1). */
cardinal_status cardinal_game_view_json(cardinal_game* g, int player, const char** json);
/* Every event this player may see since their last read, then the pending
 * decision (with its options for the deciding player) and the result. After
 * an action was rolled back, the first event retracts the lines this player
 * read during it (docs/protocol.md). */
cardinal_status cardinal_game_messages_json(cardinal_game* g, int player, const char** json);

/* Answers the pending decision by option index, or by JSON:
 * {"option": 3} or {"label": "Pass"}. An illegal answer returns
 * CARDINAL_ILLEGAL and leaves the game unchanged, with one exception: an
 * answer inside an action that the rules then find cannot be completed (e.g.
 * FF-TCG 14: a cost that cannot be paid) also returns CARDINAL_ILLEGAL and
 * rolls the whole action back to the decision that started it. */
cardinal_status cardinal_game_answer(cardinal_game* g, uint32_t option);
cardinal_status cardinal_game_answer_json(cardinal_game* g, const char* json);

/* Player (0-based) concedes, at any time the game is not over, whoever is
 * deciding: the pending decision is withdrawn and the next advance applies the
 * concession (the player loses; with more than two players the game goes on
 * without them). A task under way (a link resolving, an action being paid
 * for) starts again from its beginning, so answers given in it are void and
 * the lines it logged are retracted as after a rollback. CARDINAL_ILLEGAL if
 * the player is out of the game or has already conceded, is the last one in
 * after everyone else conceded (and so has won), or the game is over;
 * CARDINAL_BAD_ARGUMENT if there is no such player. Since API version 2. */
cardinal_status cardinal_game_concede(cardinal_game* g, int player);

/* An AI's choice for the pending decision, made for the deciding player:
 * spec names one of the engine's game-agnostic players: "random", "greedy",
 * or "search" (a tree search) with optional settings, "search:iterations=N"
 * (samples per decision, default 200), "search:ms=N" (a time budget: not
 * repeatable), ",rollout=N", ",prior=N" (docs/protocol.md). Every AI decides from what
 * the deciding player may see. The game is unchanged; the caller answers
 * with *option as with any other. The same game, spec and seed give the same
 * choice (except with ms). CARDINAL_BAD_ARGUMENT for an unknown spec or
 * setting or a null option, CARDINAL_ILLEGAL if no decision is pending.
 * Since API version 3. */
cardinal_status cardinal_game_ai_choose(cardinal_game* g, const char* spec, uint64_t seed, uint32_t* option);

/* State hash, snapshot bytes, restore, clone. */
uint64_t cardinal_game_hash(const cardinal_game* g);
cardinal_status cardinal_game_snapshot(cardinal_game* g, const uint8_t** bytes, size_t* size);
cardinal_status cardinal_game_restore(cardinal_game* g, const uint8_t* bytes, size_t size);
cardinal_game* cardinal_game_clone(const cardinal_game* g);

#ifdef __cplusplus
}
#endif

#endif /* CARDINAL_CARDINAL_H */
