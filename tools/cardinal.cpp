// The `cardinal` command: play, sim, docs, db. Built on the same library the
// tests use.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "db/database.h"
#include "scripting/bindings.h"
#include "scripting/loader.h"
#include "sim/runner.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace fs = std::filesystem;
using namespace cardinal;

namespace {

// `db export DB SET` without --game: the game of the database that has SET.
std::string game_with_set(const std::string& db_path, const std::string& set) {
  db::Database d = db::Database::open(db_path, db::Database::Access::ReadOnly);
  for (const std::string& g : d.games())
    for (const db::SetHeader& h : d.list_sets(g))
      if (h.set_code == set) return g;
  throw std::runtime_error(fmt::format("{}: no set \"{}\" in any game", db_path, set));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"cardinal: a data-driven card-game rules engine"};
  app.require_subcommand(1);
  CommonOptions common;
  common.cards_dir = CARDINAL_CARDS_DIR;
  if (const char* env = std::getenv("CARDINAL_CARDS")) common.cards_dir = env;

  auto add_common = [&](CLI::App* sub) {
    sub->add_option("--game", common.game,
                    "Game id (a folder of the cards directory; default: the game of the files given, or the only game)");
    sub->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
    sub->add_option("--db", common.db_path, "A built card database (default: build from the set files in memory)");
  };

  PlayOptions play;
  auto* play_cmd = app.add_subcommand("play", "Play a game in the terminal (human or AI players; a human answers with an option number; ? N or ? Name#k shows a card, board, help, concede)");
  add_common(play_cmd);
  // Seats: --players, then each seat's deck and player (the shorthands are seats 1 and 2).
  auto add_seats = [](CLI::App* sub, SeatArgs& a, const char* kinds, const char* defaults) {
    sub->add_option("--players", a.players, "Number of players (default 2, or the game's fewest)")
        ->check(CLI::Range(1, 8));
    sub->add_option("--deck", a.decks, "A seat's deck, SEAT=DECK (a name in the game's decks/ or a file); "
                                       "repeatable. Default: the game's starter decks in turn")->take_all();
    sub->add_option("--seat", a.kinds, fmt::format("A seat's player, SEAT=KIND with KIND {}; repeatable. {}",
                                                   kinds, defaults))->take_all();
    sub->add_option("--deck1", a.deck1, "Seat 1's deck (--deck 1=DECK)");
    sub->add_option("--deck2", a.deck2, "Seat 2's deck (--deck 2=DECK)");
    sub->add_option("--p1", a.p1, fmt::format("Seat 1's player, {} (--seat 1=KIND)", kinds));
    sub->add_option("--p2", a.p2, fmt::format("Seat 2's player, {} (--seat 2=KIND)", kinds));
  };
  add_seats(play_cmd, play.seats, "human, random, greedy or search[:iterations=N|ms=N][,rollout=N][,prior=N]",
            "Default: seat 1 human, the others greedy");
  play_cmd->add_option("--seed", play.seed, "Game seed (default: a new one, printed)");
  play_cmd->add_flag("--quiet", play.quiet, "Only print the result");
  play_cmd->add_flag("!--no-auto-pass", play.auto_pass,
                     "Ask a human even when the pass is their only option (by default it is answered for them)");
  play_cmd->add_option("--param", play.params,
                       "A ruleset parameter, NAME=VALUE (repeatable; e.g. first_player=1)");
  play_cmd->add_option("--record", play.record,
                       "Write the game's replay to this file (also when left unfinished); cardinal replay FILE plays it back");

  SimCmdOptions sim;
  auto* sim_cmd = app.add_subcommand("sim", "Run many AI games and report results");
  add_common(sim_cmd);
  sim_cmd->add_option("--games", sim.games, "Number of games")->check(CLI::Range(0, kMaxSimGames))->capture_default_str();
  sim_cmd->add_option("--seed", sim.seed, "Run seed")->capture_default_str();
  sim_cmd->add_option("--first", sim.first, "Index of the first game (games FIRST..FIRST+N-1 of the run seed): "
                      "--first I --games 1 replays game I of a reported problem alone")
      ->check(CLI::Range(0, kMaxSimGames))->capture_default_str();
  sim_cmd->add_option("--threads", sim.threads, "Worker threads")
      ->check(CLI::Range(1, kMaxSimThreads))->capture_default_str();
  add_seats(sim_cmd, sim.seats, "random, greedy or search[:iterations=N|ms=N][,rollout=N][,prior=N]", "Default: random");
  sim_cmd->add_option("--param", sim.params,
                      "A ruleset parameter for every game, NAME=VALUE (repeatable; e.g. first_player=1)");
  sim_cmd->add_option("--format", sim.format, "table or json")->check(CLI::IsMember({"table", "json"}));
  auto* progress_flag = sim_cmd->add_flag(
      "--progress", sim.progress,
      "Show a progress bar (games done, games/s, time left) on stderr even when it is not a terminal "
      "(on a terminal it is shown by default)");
  sim_cmd->add_flag("--quiet", sim.quiet, "No progress bar, even on a terminal")->excludes(progress_flag);
  sim_cmd->add_option("--hang-seconds", sim.hang_seconds,
                      "A game running longer than this (CPU time of its thread) is reported as a hang, with its seed")
      ->capture_default_str()->check(CLI::PositiveNumber);
  sim_cmd->add_option("--lua-profile", sim.lua_profile,
                      "Sample where Lua time goes; print the top N functions (source:line) to stderr")
      ->check(CLI::NonNegativeNumber);
  sim_cmd->add_option("--record", sim.record, "Write each game's replay into this folder (game-<i>.json)");
  sim_cmd->add_option("--report", sim.report,
                      "Write a balance report to this HTML file (win rates with 95% intervals per seat and first "
                      "player, matchups, per-card figures, game lengths, endings; docs/reports.md)");
  sim_cmd->add_option("--decks", sim.round_robin,
                      "A round robin of two-player games: every ordered pairing of these decks (names or files, "
                      "comma-separated, at least two) plays --games games, seat 1 and seat 2")
      ->delimiter(',');

  ServeCmdOptions serve;
  auto* serve_cmd = app.add_subcommand(
      "serve", "Host games of every game of the cards folder over HTTP and WebSocket (docs/protocol.md, \"The server\"), "
               "with the browser client at /");
  serve_cmd->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  serve_cmd->add_option("--host", serve.host, "The address to listen on (0.0.0.0: every interface)")->capture_default_str();
  serve_cmd->add_option("--port", serve.port, "The port (0: any free port; the URL is printed)")->capture_default_str();
  serve_cmd->add_option("--static", serve.static_dir,
                        "The browser client's folder, served at / (default: web/dist beside the cards folder, if built)");
  serve_cmd->add_option("--threads", serve.threads, "Threads that run the games and their AIs")
      ->check(CLI::Range(1, 64))->capture_default_str();
  serve_cmd->add_option("--max-tables", serve.max_tables, "Tables at once (finished ones kept included)")
      ->check(CLI::Range(1, 100000))->capture_default_str();
  serve_cmd->add_option("--max-message", serve.max_message, "The largest WebSocket message or request body, in bytes")
      ->check(CLI::Range(1024, 16 << 20))->capture_default_str();
  serve_cmd->add_option("--idle-minutes", serve.idle_minutes, "A table with no move, message or connection this long is put away")
      ->check(CLI::PositiveNumber)->capture_default_str();
  serve_cmd->add_option("--keep-finished-minutes", serve.keep_finished_minutes,
                        "A finished table is kept this long (its players can still read it)")
      ->check(CLI::NonNegativeNumber)->capture_default_str();

  DocsOptions docs;
  auto* docs_cmd = app.add_subcommand("docs", "Generate the Lua API docs, LuaLS annotations, luacheck globals and each game's word reference (docs/games/)");
  docs_cmd->add_option("--out", docs.root, "Repository root to write into")->capture_default_str();
  docs_cmd->add_flag("--check", docs.check, "Exit 1 if the checked-in files are stale");

  std::string replay_file;
  bool replay_quiet = false;
  auto* replay_cmd = app.add_subcommand("replay", "Play a recorded game back turn by turn, checking every state hash");
  replay_cmd->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  replay_cmd->add_option("file", replay_file, "A replay file (cardinal sim --record DIR writes them)")->required();
  replay_cmd->add_flag("--quiet", replay_quiet, "Only verify; print the verdict");
  bool replay_step = false;
  replay_cmd->add_flag("--step", replay_step,
                       "Stop after each answer: Enter shows the next, q ends (without it the whole log is printed)");
  std::string replay_format = "text";
  replay_cmd->add_option("--format", replay_format, "text or json (the verdict as data; implies --quiet)")
      ->check(CLI::IsMember({"text", "json"}))->capture_default_str();

  std::string test_filter;
  auto* test_cmd = app.add_subcommand("test", "Run the Lua card and scenario tests (*.test.lua) of a game");
  add_common(test_cmd);
  test_cmd->add_option("filter", test_filter, "Only files whose path contains this text");
  std::string test_format = "text";
  test_cmd->add_option("--format", test_format, "text (failures and a count) or json (every test)")
      ->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  double test_scale = 1;
  test_cmd->add_option("--scale", test_scale,
                       "The fraction of their seeds or games that long tests play: scaled(n) in a test is "
                       "ceil(n * scale), at least 1 (the sanitizer build's ctest runs 0.2)")
      ->check(CLI::Range(0.01, 1.0))->capture_default_str();

  std::string db_out;
  auto* db_cmd = app.add_subcommand("db", "Card database: build from the set files, export back to text");
  db_cmd->require_subcommand(1);
  auto* db_build = db_cmd->add_subcommand("build", "Build a SQLite database from cards/<game>/sets/*/cards.txt");
  db_build->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  db_build->add_option("output", db_out, "The database file to write")->required();
  std::string export_set;
  auto* db_export = db_cmd->add_subcommand("export", "Print one set of a database as canonical text");
  db_export->add_option("--game", common.game, "Game id (default: the game that has the set)");
  db_export->add_option("database", db_out, "The database file")->required();
  db_export->add_option("set", export_set, "Set code (e.g. CS1)")->required();

  std::vector<std::string> import_files;
  bool import_replace = false;
  auto* db_import = db_cmd->add_subcommand("import", "Add set files (cards.txt) to an existing database");
  db_import->add_option("--cards", common.cards_dir, "The cards directory (for query indexes and keywords)")->capture_default_str();
  db_import->add_option("database", db_out, "The database file")->required();
  db_import->add_option("sets", import_files, "Set files to import")->required();
  db_import->add_flag("--replace", import_replace, "Replace a set that is already in the database");

  SynthCmdOptions synth;
  auto* db_synth = db_cmd->add_subcommand("synth", "Write a synthetic card pool (deterministic from --seed) for benchmarks");
  db_synth->add_option("--game", common.game, "Game id (its schema.sql is used; default: the only game)");
  db_synth->add_option("--cards", synth.cards, "Number of cards")->capture_default_str();
  db_synth->add_option("--seed", synth.seed, "Generator seed")->capture_default_str();
  db_synth->add_option("output", synth.out, "The database file to write")->required();

  int bench_runs = 20;
  std::string bench_format = "table";
  auto* bench_cmd = app.add_subcommand("bench", "Benchmarks");
  bench_cmd->require_subcommand(1);
  auto* bench_query = bench_cmd->add_subcommand("query", "Time five representative queries over a (synthetic) card pool");
  add_common(bench_query);
  bench_query->add_option("--pool", synth.cards, "Synthetic pool size when no --db is given")->capture_default_str();
  bench_query->add_option("--seed", synth.seed, "Synthetic pool seed")->capture_default_str();
  bench_query->add_option("--runs", bench_runs, "Timed runs per query")->capture_default_str();
  bench_query->add_option("--format", bench_format, "table or json")->check(CLI::IsMember({"table", "json"}));
  BenchEngineOptions engine;
  auto* bench_engine = bench_cmd->add_subcommand(
      "engine", "Engine figures on random play, each the median and range of --runs runs, with the cores and the load: "
                "decisions/s (1 thread and every core), thread scaling, heap per live game, new game, clone, hash, "
                "snapshot size, loading 10,000 scripts (--game all: every game)");
  add_common(bench_engine);
  bench_engine->add_option("--games", engine.games, "Games per thread for the speed figures")
      ->check(CLI::PositiveNumber)->capture_default_str();
  bench_engine->add_option("--runs", engine.runs, "Runs of each timed figure")->check(CLI::PositiveNumber)->capture_default_str();
  bench_engine->add_option("--format", engine.format, "table or json")->check(CLI::IsMember({"table", "json"}));
  BenchSignatureOptions signature;
  auto* bench_signature = bench_cmd->add_subcommand(
      "signature", "A 64-bit hash of the final states and decisions of N seeded random games per game (seeds 1..N, "
                   "starter decks): the same on every run and thread count unless play changed");
  bench_signature->add_option("--game", signature.game, "Game id, or all (every folder with schema.sql and rules/)")
      ->capture_default_str();
  bench_signature->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  bench_signature->add_option("--db", common.db_path, "A built card database (default: build from the set files in memory)");
  bench_signature->add_option("--games", signature.games, "Games per game (seeds 1..N)")
      ->check(CLI::PositiveNumber)->capture_default_str();
  bench_signature->add_option("--threads", signature.threads, "Worker threads")->check(CLI::PositiveNumber)->capture_default_str();
  bench_signature->add_option("--format", signature.format, "table or json")->check(CLI::IsMember({"table", "json"}));

  DeckCmdOptions deck;
  auto* deck_cmd = app.add_subcommand("deck", "Deck files");
  deck_cmd->require_subcommand(1);
  auto* deck_check = deck_cmd->add_subcommand("check", "Check decks against the game's construction rules (cards/<game>/deck.json)");
  add_common(deck_check);
  deck_check->add_option("deck", deck.files, "Deck files (COUNT ID|NAME lines, [section] headers)")->required();
  deck_check->add_flag("--official", deck.official, "Official-tournament rules too (e.g. ZD-2.3: one series)");
  deck_check->add_option("--variant", deck.variant, "A variant of the deck rules (e.g. limited); default: the first");
  deck_check->add_option("--flag", deck.flags, "Turn on the rules that say \"when\": FLAG");
  deck_check->add_option("--format", deck.format, "text or json")->check(CLI::IsMember({"text", "json"}))->capture_default_str();

  auto* new_cmd = app.add_subcommand("new", "Scaffold a game, a set or a card that passes lint and tests as made");
  new_cmd->require_subcommand(1);
  std::string new_game_id, new_set_code, new_set_name;
  auto* new_game = new_cmd->add_subcommand("game", "A minimal new game: schema, ruleset, a set of 3 cards, decks");
  new_game->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  new_game->add_option("game", new_game_id, "The new game's id (lower-case, digits, '-')")->required();
  auto* new_set = new_cmd->add_subcommand("set", "A new, empty set of a game");
  new_set->add_option("--game", common.game, "Game id (default: the only game)");
  new_set->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  new_set->add_option("code", new_set_code, "Set code, e.g. CS2")->required();
  new_set->add_option("--name", new_set_name, "The set's name");
  NewCardOptions new_card_opt;
  auto* new_card = new_cmd->add_subcommand("card", "A new card: its row in the set file, its script and its test");
  new_card->add_option("--game", common.game, "Game id (default: the only game)");
  new_card->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  new_card->add_option("--set", new_card_opt.set, "Set code")->required();
  new_card->add_option("--name", new_card_opt.name, "Card name")->required();
  new_card->add_option("--type", new_card_opt.type, "Card type (card_type)")->required();
  new_card->add_option("--id", new_card_opt.id, "Card id (default: the next free id of the game)");
  new_card->add_option("--number", new_card_opt.number, "Card number (default: SET-NNN)");
  new_card->add_option("--text", new_card_opt.text, "Rules text");
  new_card->add_option("--field", new_card_opt.fields, "KEY=VALUE for one of the game's columns (repeatable)");

  LintCmdOptions lint;
  auto* lint_cmd = app.add_subcommand("lint", "Check a game's card sources: rows vs scripts, scripts load, API use (luacheck), data sanity");
  add_common(lint_cmd);
  lint_cmd->add_option("--format", lint.format, "text or json")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  lint_cmd->add_option("--luacheck", lint.luacheck, "The luacheck program")->capture_default_str();
  lint_cmd->add_flag("--no-luacheck", lint.no_luacheck, "Skip luacheck");

  QueryCmdOptions query;
  auto* query_cmd = app.add_subcommand("query", "Search cards with a Scryfall-style query (exit 0 found, 1 none, 2 bad query)");
  add_common(query_cmd);
  query_cmd->add_option("query", query.text, "The query, e.g. 't:character c:r cost<=2 -o:draw'");
  query_cmd->add_option("--format", query.format, "table, json, jsonl, csv or ids")
      ->check(CLI::IsMember({"table", "json", "jsonl", "csv", "ids"}))->capture_default_str();
  query_cmd->add_option("--fields", query.fields, "Comma-separated fields to show (default: the game's)");
  query_cmd->add_option("--sort", query.sort, "Comma-separated sort keys, '-' for descending, e.g. name,-cost");
  query_cmd->add_option("--limit", query.limit, "At most this many cards");
  query_cmd->add_option("--offset", query.offset, "Skip this many cards first");
  query_cmd->add_flag("--explain", query.explain, "Print the parsed tree, the SQL and SQLite's query plan");
  query_cmd->add_flag("--stats", query.stats, "Cost curve, colour and type histograms, numeric summaries");
  query_cmd->add_flag("--list-fields", query.list_fields, "List the game's query fields and exit");

  std::string rules_format = "text";
  auto* rules_cmd = app.add_subcommand(
      "rules", "A game's rule ids: those its rules reference (RULES.md) defines that no test cites, and any id "
               "cited that it does not define (exit 1)");
  add_common(rules_cmd);
  rules_cmd->add_option("--format", rules_format, "text or json")
      ->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  std::vector<std::string> rules_tests;
  rules_cmd->add_option("--tests", rules_tests,
                        "A folder of more tests whose citations count towards the coverage (C++ sources and *.test.lua "
                        "in it and below, e.g. the engine's tests/); ids there that the reference does not define are "
                        "not listed (test fixtures make some up). Repeatable");

  std::string games_format = "text";
  auto* games_cmd = app.add_subcommand("games", "List the games of the cards directory (folders with a schema.sql)");
  games_cmd->add_option("--cards", common.cards_dir, "The cards directory")->capture_default_str();
  games_cmd->add_option("--format", games_format, "text (one game a line) or json (with each game's decks)")
      ->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  bool games_pairings = false;
  games_cmd->add_flag("--pairings", games_pairings,
                      "Print GAME DECK1 DECK2 lines in which every deck plays (each against the next), for soaks");
  bool games_players = false;
  games_cmd->add_flag("--players", games_players,
                      "Print GAME MIN MAX lines: the players each game allows (loads its rules); with --format json, "
                      "a players field");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  try {
    if (*games_cmd) return cmd_games(common, games_format, games_pairings, games_players);
    // Each command below is about one game: --game, or the one pick_game finds.
    auto deck_paths = [](std::vector<std::string> args) {
      std::vector<std::string> paths;
      for (std::string& a : args)
        if (a.find('/') != std::string::npos) paths.push_back(std::move(a));
      return paths;
    };
    try {
      // A seat's deck may be a file: the game it lives in.
      auto seat_files = [&](const SeatArgs& a) {
        std::vector<std::string> args = {a.deck1, a.deck2};
        for (const std::string& d : a.decks) args.push_back(d.substr(d.find('=') + 1));
        return deck_paths(args);
      };
      if (*play_cmd) common.game = pick_game(common, seat_files(play.seats));
      else if (*sim_cmd) {
        std::vector<std::string> files = seat_files(sim.seats), listed = deck_paths(sim.round_robin);
        files.insert(files.end(), listed.begin(), listed.end());
        common.game = pick_game(common, files);
      }
      else if (*deck_check) common.game = pick_game(common, deck.files);
      else if (*db_export && common.game.empty()) common.game = game_with_set(db_out, export_set);
      else if (*test_cmd || *rules_cmd || *db_synth || *new_set || *new_card || *lint_cmd || *query_cmd || *bench_query ||
               (*bench_engine && common.game != "all"))
        common.game = pick_game(common);
      check_database_fresh(common);
    } catch (const std::exception& e) {  // deck check and query keep 1 for "illegal" / "none found"
      fmt::print(stderr, "cardinal: {}\n", e.what());
      return *deck_check || *query_cmd ? 2 : 1;
    }
    if (*play_cmd) {
      play.seed_given = play_cmd->count("--seed") > 0;
      return cmd_play(common, play);
    }
    if (*sim_cmd) return cmd_sim(common, sim);
    if (*serve_cmd) return cmd_serve(common, serve);
    if (*docs_cmd) return cmd_docs(docs);
    if (*test_cmd) return cmd_test(common, test_filter, test_format, test_scale);
    if (*rules_cmd) return cmd_rules(common, rules_format, rules_tests);
    if (*db_synth) return cmd_db_synth(common, synth);
    if (*new_game) return cmd_new_game(common, new_game_id);
    if (*new_set) return cmd_new_set(common, new_set_code, new_set_name);
    if (*new_card) return cmd_new_card(common, new_card_opt);
    if (*lint_cmd) return cmd_lint(common, lint);
    if (*db_import) return cmd_db_import(common, db_out, import_files, import_replace);
    if (*deck_check) {
      try {
        return cmd_deck_check(common, deck);
      } catch (const std::exception& e) {  // 1 means "illegal deck": errors are 2
        fmt::print(stderr, "cardinal: {}\n", terminal_text(e.what()));
        return 2;
      }
    }
    if (*bench_query) return cmd_bench_query(common, synth, bench_runs, bench_format);
    if (*bench_engine) return cmd_bench_engine(common, engine);
    if (*bench_signature) return cmd_bench_signature(common, signature);
    if (*replay_cmd) return cmd_replay(common, replay_file, replay_quiet, replay_format, replay_step);
    if (*query_cmd) {
      try {
        return cmd_query(common, query);
      } catch (const std::exception& e) {  // grep-like: errors are 2, "no match" is 1
        fmt::print(stderr, "cardinal: {}\n", terminal_text(e.what()));
        return 2;
      }
    }
    if (*db_build) {
      db::BuildStats st = db::build(db_out, common.cards_dir);
      prepare_for_queries(db_out, common.cards_dir);
      fmt::print("built {}: {} games, {} sets, {} cards\n", db_out, st.games, st.sets, st.cards);
      return 0;
    }
    if (*db_export) {
      db::Database d = db::Database::open(db_out, db::Database::Access::ReadOnly);
      std::cout << d.export_text(common.game, export_set);
      return 0;
    }
  } catch (const std::exception& e) {
    fmt::print(stderr, "cardinal: {}\n", terminal_text(e.what()));
    return 1;
  }
  return 0;
}
