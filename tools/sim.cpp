// `cardinal sim`: many AI games; results per side, turns, errors, speed.
#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/json_util.h"
#include "sim/report.h"
#include "sim/runner.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace cardinal {

// --param NAME=VALUE: a parameter of the ruleset and an integer that fits
// (strtoll clamps what overflows and says so only in errno).
std::pair<std::string, int64_t> parse_param(const CardLibrary& lib, const std::string& game, const std::string& p) {
  size_t eq = p.find('=');
  std::string name = p.substr(0, eq);
  bool found = lib.library().rules.param_index(name) >= 0;
  char* end = nullptr;
  errno = 0;
  long long v = eq == std::string::npos ? 0 : std::strtoll(p.c_str() + eq + 1, &end, 10);
  if (eq == std::string::npos || !found || end == p.c_str() + eq + 1 || *end)
    throw std::runtime_error(fmt::format("--param {}: expected NAME=INTEGER with a parameter of {}", p, game));
  std::string why = errno == ERANGE ? fmt::format("parameter {} = {} does not fit", name, p.substr(eq + 1))
                                    : param_out_of_range(name, v);
  if (!why.empty()) throw std::runtime_error("--param " + why);
  return {name, int64_t(v)};
}

int cmd_sim(const CommonOptions& c, const SimCmdOptions& o) {
  // A card whose script does not load plays without abilities, said on
  // stderr, as in `cardinal play` (and `cardinal test` skips it): one broken
  // card does not stop the simulation of decks that may not even hold it.
  std::vector<BrokenCard> broken;
  auto lib = load_skipping_broken({c.cards_dir, c.game, c.db_path, {}}, broken);
  for (const BrokenCard& b : broken)
    fmt::print(stderr, "cardinal sim: card {} plays without abilities: its script does not load ({})\n", b.card,
               b.message);
  SimOptions so;
  so.games = o.games;
  so.seed = o.seed;
  so.first = o.first;
  so.threads = o.threads;
  Seats seats = resolve_seats(*lib, c.cards_dir, o.seats, false, "random", "random");
  const int n = int(seats.decks.size());
  const bool round_robin = !o.round_robin.empty();
  if (round_robin) {
    if (o.round_robin.size() < 2)
      throw std::runtime_error(fmt::format("--decks: a round robin needs two decks or more, not {}", o.round_robin.size()));
    if (n != 2) throw std::runtime_error(fmt::format("--decks: a round robin is of two-player games, not {}", n));
    if (!o.seats.deck1.empty() || !o.seats.deck2.empty() || !o.seats.decks.empty())
      throw std::runtime_error("--decks gives both seats their decks: leave out --deck, --deck1 and --deck2");
    if (!o.record.empty()) throw std::runtime_error("--decks and --record do not go together: record one pairing at a time");
  }
  for (int i = 0; i < n; i++) {
    so.ai.push_back(parse_ai_spec(seats.kinds[size_t(i)]));
    so.decks.push_back(seats.decks[size_t(i)].empty() || round_robin
                           ? std::vector<int64_t>{}
                           : deck_from_command_line(*lib, seats.decks[size_t(i)]));
  }
  for (const std::string& p : o.params) so.params.push_back(parse_param(*lib, c.game, p));
  // A bar on a terminal by default; piped or redirected output stays clean.
  so.progress = o.progress || (!o.quiet && ::isatty(STDERR_FILENO));
  so.record_dir = o.record;
  so.hang_seconds = o.hang_seconds;
  so.lua_profile = o.lua_profile > 0;
  so.card_events = !o.report.empty();
  // A report that cannot be written is said before the games, not after.
  std::ofstream report_file;
  if (!o.report.empty()) {
    report_file.open(o.report, std::ios::binary);
    if (!report_file) throw std::runtime_error(fmt::format("--report {}: cannot write that file", o.report));
  }
  // A game the engine itself cannot finish: report it with its seed and stop
  // (the stuck thread cannot be taken back).
  so.on_stuck_engine = [](const std::string& report) {
    std::fprintf(stderr, "%s\n", report.c_str());
    std::fflush(nullptr);
    std::_Exit(3);
  };
  std::vector<SimRun> runs;
  if (round_robin) {
    std::vector<std::pair<std::string, std::vector<int64_t>>> decks;
    for (const std::string& d : o.round_robin) {
      if (d.empty()) throw std::runtime_error("--decks: an empty deck name in the list");
      decks.push_back({d, deck_from_command_line(*lib, d)});
    }
    runs = play_round_robin(*lib, so, decks);
    std::string all = "round robin: ";
    for (size_t i = 0; i < decks.size(); i++) all += (i ? "," : "") + o.round_robin[i];
    seats.decks.assign(2, all);
  } else {
    runs.push_back({seats.decks, simulate(*lib, so)});
  }
  SimReport r = merge_runs(runs);
  const int run_games = o.games;
  // Game i of the merged runs is game game_index(i) of its pairing's run.
  auto game_index = [&](size_t i) { return o.first + int(i % size_t(std::max(run_games, 1))); };
  auto pairing_of = [&](size_t i) -> const SimRun& { return runs[i / size_t(std::max(run_games, 1))]; };
  if (!o.report.empty()) {
    report_file << report_html(report_input(*lib, c.game, so, seats.kinds, runs, round_robin));
    report_file.close();
    if (!report_file) throw std::runtime_error(fmt::format("--report {}: writing it failed", o.report));
  }
  if (o.lua_profile > 0) {
    uint64_t all = 0;
    for (const auto& [k, v] : r.lua_profile) all += v.self;
    std::fprintf(stderr, "Lua profile: %llu samples (1 per 1000 VM instructions); total%% self%% function\n",
                 (unsigned long long)all);
    for (size_t i = 0; i < r.lua_profile.size() && i < size_t(o.lua_profile); i++) {
      const auto& [k, v] = r.lua_profile[i];
      std::fprintf(stderr, "%6.1f %6.1f  %s\n", all ? 100.0 * double(v.total) / double(all) : 0.0,
                   all ? 100.0 * double(v.self) / double(all) : 0.0, terminal_text(k).c_str());
    }
  }
  if (o.format == "json") {
    nlohmann::json j{{"game", c.game}, {"games", r.games.size()}, {"seed", o.seed}, {"threads", o.threads}, {"players", n}};
    // Two players keep the keys they always had; seats[] says the same for any number.
    for (int i = 0; i < n; i++) j[fmt::format("deck{}", i + 1)] = seats.decks[size_t(i)];
    for (int i = 0; i < n; i++) j[fmt::format("p{}_wins", i + 1)] = r.wins[i];
    auto& seat_list = j["seats"] = nlohmann::json::array();
    for (int i = 0; i < n; i++)
      seat_list.push_back({{"seat", i + 1}, {"deck", seats.decks[size_t(i)]}, {"player", seats.kinds[size_t(i)]},
                           {"wins", r.wins[i]}, {"losses", r.losses[i]}});
    j.update(nlohmann::json{{"draws", r.draws}, {"script_errors", r.errors}, {"stuck", r.stuck}, {"hangs", r.hangs},
                            {"avg_turns", r.avg_turns}, {"avg_decisions", r.avg_decisions},
                            {"max_script_budget", r.max_script_spent}, {"seconds", r.seconds},
                            {"games_per_second", r.seconds > 0 ? double(r.games.size()) / r.seconds : 0}});
    if (round_robin) {
      auto& pairings = j["pairings"] = nlohmann::json::array();
      for (const SimRun& run : runs)
        pairings.push_back({{"deck1", run.decks[0]}, {"deck2", run.decks[1]}, {"games", run_games},
                            {"p1_wins", run.rep.wins[0]}, {"p2_wins", run.rep.wins[1]}, {"draws", run.rep.draws}});
    }
    if (!o.report.empty()) j["report"] = o.report;
    auto& params = j["params"] = nlohmann::json::object();
    for (const auto& [name, value] : so.params) params[name] = value;
    auto& reasons = j["endings"] = nlohmann::json::object();
    for (const GameRecord& g : r.games) reasons[g.reason] = reasons.value(g.reason, 0) + 1;
    // Every game that went wrong, with what reproduces it alone.
    auto& problems = j["problems"] = nlohmann::json::array();
    for (size_t i = 0; i < r.games.size(); i++) {
      const GameRecord& g = r.games[i];
      if (!g.error && !g.stuck && !g.hung) continue;
      problems.push_back({{"game", game_index(i)}, {"seed", fmt::format("{:016x}", g.seed)},
                          {"kind", g.hung ? "hang" : g.stuck ? "stuck" : "error"}, {"reason", g.reason}});
      if (round_robin) problems.back()["decks"] = pairing_of(i).decks;
    }
    fmt::print("{}\n", dump_json(j, 2));
  } else {
    fmt::print("games           {}\n", r.games.size());
    for (int i = 0; i < n; i++) {
      if (n == 2) {
        fmt::print("P{} ({}) wins    {}\n", i + 1, seats.kinds[size_t(i)], r.wins[i]);
      } else {  // with more players, each seat's deck and how often it was knocked out
        const std::string& deck = seats.decks[size_t(i)];
        fmt::print("P{} ({}, {}) wins {}, eliminated {}\n", i + 1, seats.kinds[size_t(i)],
                   deck.empty() ? std::string("no deck") : terminal_text(deck), r.wins[i], r.losses[i]);
      }
    }
    fmt::print("draws           {}\n", r.draws);
    fmt::print("script errors   {}\n", r.errors);
    fmt::print("stuck games     {}\n", r.stuck);
    fmt::print("hangs           {}\n", r.hangs);
    fmt::print("avg turns       {:.1f}\n", r.avg_turns);
    fmt::print("avg decisions   {:.1f}\n", r.avg_decisions);
    fmt::print("games/s         {:.1f} ({:.2f}s)\n", r.seconds > 0 ? double(r.games.size()) / r.seconds : 0, r.seconds);
    if (round_robin)
      for (const SimRun& run : runs)
        fmt::print("  {} vs {}: P1 wins {}, P2 wins {}, draws {}\n", terminal_text(run.decks[0]),
                   terminal_text(run.decks[1]), run.rep.wins[0], run.rep.wins[1], run.rep.draws);
    if (!o.report.empty()) fmt::print("report          {}\n", terminal_text(o.report));
    for (size_t i = 0; i < r.games.size(); i++)
      if (r.games[i].error || r.games[i].stuck || r.games[i].hung)
        fmt::print("  game {}{} seed {:016x}: {}\n", game_index(i),
                   round_robin ? fmt::format(" ({} vs {})", terminal_text(pairing_of(i).decks[0]),
                                             terminal_text(pairing_of(i).decks[1]))
                               : std::string(),
                   r.games[i].seed, terminal_text(r.games[i].reason));
  }
  return r.errors == 0 && r.stuck == 0 && r.hangs == 0 ? 0 : 1;
}

}  // namespace cardinal
