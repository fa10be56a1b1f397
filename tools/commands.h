// The CLI's commands, one function each.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "deck/deck_check.h"
#include "tools/seats.h"

namespace cardinal {

class ScriptHost;
class CardLibrary;

struct CommonOptions {
  std::string game;  // empty: pick_game() decides
  std::string cards_dir;
  std::string db_path;
};

struct PlayOptions {
  SeatArgs seats;  // seat 1 human, the others greedy, unless said
  uint64_t seed = 1;
  bool seed_given = false;  // without --seed, play draws one (and prints it)
  bool quiet = false;
  bool auto_pass = true;             // answer for a human whose only option is the pass
  std::vector<std::string> params;   // NAME=VALUE: ruleset parameters (as sim --param)
  std::string record;                // a file: write the game's replay there
};

struct SimCmdOptions {
  int games = 100;
  int first = 0;
  uint64_t seed = 1;
  int threads = 1;
  SeatArgs seats;  // every seat random unless said
  std::vector<std::string> params;  // NAME=VALUE: a ruleset parameter for every game
  std::string format = "table";
  std::string record;  // a folder: write each game's replay there
  double hang_seconds = 60;
  int lua_profile = 0;  // print the top N Lua functions by samples
  bool progress = false;  // force the progress bar on (it is on by default when stderr is a terminal)
  bool quiet = false;     // force it off
  std::string report;     // an HTML balance report to write (sim/report.h)
  std::vector<std::string> round_robin;  // --decks: every ordered pairing of these plays --games games
};

// `serve`: the game server (server/server.h has what each limit means).
struct ServeCmdOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;           // 0: any free port
  std::string static_dir;         // empty: web/dist beside the cards folder, if built
  int threads = 2;                // game threads
  size_t max_tables = 100;
  size_t max_message = 64 * 1024;
  double idle_minutes = 60, keep_finished_minutes = 10;
};

struct DocsOptions {
  std::string root = ".";
  bool check = false;
};

struct QueryCmdOptions {
  std::string text;         // the query
  std::string format = "table";
  std::string fields, sort;  // comma-separated
  int64_t limit = -1, offset = 0;
  bool explain = false, stats = false, list_fields = false;
};

struct SynthCmdOptions {
  int64_t cards = 100000;
  uint64_t seed = 1;
  std::string out;
};

// `bench engine`: every timed figure is taken `runs` times (median and range).
struct BenchEngineOptions {
  int games = 40;  // games per thread for the speed figures
  int runs = 5;
  std::string format = "table";
};

// `bench signature`: games with seeds 1..games of each game (`all`: every one).
struct BenchSignatureOptions {
  std::string game = "all";
  int games = 100;
  int threads = 1;  // the signature is the same on any number
  std::string format = "table";
};

struct DeckCmdOptions {
  std::vector<std::string> files;
  std::string variant;             // empty: the game's first (default) variant
  bool official = false;           // turns on rules with "when": "official" (ZD-2.3)
  std::vector<std::string> flags;  // other "when" flags
  std::string format = "text";
};

struct LintCmdOptions {
  std::string format = "text";
  std::string luacheck = "luacheck";
  bool no_luacheck = false;
};

struct NewCardOptions {
  std::string set, name, type, number, text;
  int64_t id = 0;                   // 0: the next free id of the game
  std::vector<std::string> fields;  // KEY=VALUE for the game's columns
};

// The game a command is about: --game, else the game whose folder holds the
// given files, the only game of the cards folder or of --db; otherwise an
// error naming the games (tools/games.cpp).
std::string pick_game(const CommonOptions& c, const std::vector<std::string>& files = {});
// --db given: an error naming the set file (or schema.sql) of its games, in
// the cards folder, written after the database was built, and how to
// rebuild it. A stale database answers with the cards as they were.
void check_database_fresh(const CommonOptions& c);
// `cardinal games`: the games of the cards folder, one a line (json: with
// their decks). With pairings: "GAME DECK1 DECK2" lines in which every deck of
// every game plays (each deck against the next, in name order), for soaks.
int cmd_games(const CommonOptions& c, const std::string& format, bool pairings, bool players);
std::vector<std::pair<std::string, std::string>> deck_pairings(const std::vector<std::string>& decks);

int cmd_play(const CommonOptions& c, const PlayOptions& o);
// --param NAME=VALUE: a parameter of the ruleset and an integer that fits;
// throws std::runtime_error saying what is wrong.
std::pair<std::string, int64_t> parse_param(const CardLibrary& lib, const std::string& game, const std::string& p);
int cmd_sim(const CommonOptions& c, const SimCmdOptions& o);
// Serves until SIGINT or SIGTERM; throws std::runtime_error when it cannot listen.
int cmd_serve(const CommonOptions& c, const ServeCmdOptions& o);
int cmd_docs(const DocsOptions& o);
// Where the cards folder sits in a repository (its parent has docs/games/):
// writes that game's word reference there, as `cardinal docs` does, so a new
// game's ctest (api_docs_up_to_date) passes as made. False when there is no
// docs/games/ beside the cards folder.
bool write_game_words(const std::string& cards_dir, const std::string& game);
int cmd_test(const CommonOptions& c, const std::string& filter, const std::string& format, double scale);
int cmd_rules(const CommonOptions& c, const std::string& format, const std::vector<std::string>& test_dirs = {});
// step: stop after each answer until Enter is typed (q ends the playback).
int cmd_replay(const CommonOptions& c, const std::string& file, bool quiet, const std::string& format, bool step = false);
int cmd_query(const CommonOptions& c, const QueryCmdOptions& o);
// `db import [--replace] DB FILE...`: set files into an existing database.
int cmd_db_import(const CommonOptions& c, const std::string& db_path, const std::vector<std::string>& files,
                  bool replace);
int cmd_new_game(const CommonOptions& c, const std::string& game);
int cmd_new_set(const CommonOptions& c, const std::string& code, const std::string& name);
int cmd_new_card(const CommonOptions& c, const NewCardOptions& o);
int cmd_lint(const CommonOptions& c, const LintCmdOptions& o);
int cmd_deck_check(const CommonOptions& c, const DeckCmdOptions& o);
// The judge of deck.json's `script` rules: the ruleset's procedures, run on
// `host` (a host of the game's library), which must outlive the judge.
deck::DeckJudge script_judge(ScriptHost& host);
int cmd_db_synth(const CommonOptions& c, const SynthCmdOptions& o);
int cmd_bench_query(const CommonOptions& c, const SynthCmdOptions& o, int runs, const std::string& format);
int cmd_bench_engine(const CommonOptions& c, const BenchEngineOptions& o);
int cmd_bench_signature(const CommonOptions& c, const BenchSignatureOptions& o);
// After `db build`: query indexes and script keywords (warnings on stderr).
void prepare_for_queries(const std::string& db_path, const std::string& cards_dir);

}  // namespace cardinal
