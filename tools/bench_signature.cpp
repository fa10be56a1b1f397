// `cardinal bench signature`: one 64-bit number per game that changes when
// play changes, as a chess engine's bench signature. N seeded games of random
// play between the game's starter decks; each game's final state hash (the
// engine's own, Game::hash) and length folded in game order. Nothing timed,
// so it is the same on every run, thread count and process: a commit that
// should not change play quotes it unchanged.
#include <fmt/format.h>

#include <atomic>
#include <nlohmann/json.hpp>
#include <thread>

#include "core/ai.h"
#include "sim/runner.h"
#include "core/json_util.h"
#include "tools/bench_machine.h"
#include "tools/bench_stats.h"
#include "tools/commands.h"
#include "tools/seats.h"

namespace cardinal {

namespace {

// As `cardinal sim`: a game still going after this many decisions is stuck.
const size_t kMaxDecisions = SimOptions{}.max_decisions;

struct Ending {
  bench::GameEnd end;
  bool error = false, stuck = false;
};

// The game `cardinal sim --seed S --games 1` plays (same seeds, same random
// players), so any game of the signature can be replayed or recorded alone.
Ending play_seeded(const CardLibrary& lib, ScriptHost& host, const std::vector<std::vector<int64_t>>& decks,
                   uint64_t seed) {
  GameConfig cfg;
  cfg.seed = game_seed(seed, 0);
  cfg.players = int(decks.size());
  cfg.decks = decks;
  cfg.log = false;
  Game g(lib.library(), cfg);
  g.bind(host);
  Rng ai;
  ai.seed({cfg.seed[1], cfg.seed[2], cfg.seed[3], 0xA1});
  g.advance();
  while (!g.over() && g.decisions_answered() < kMaxDecisions) {
    g.answer_unless_rejected(choose_random(g, ai));  // a rolled-back action: choose again, as sim does
    g.advance();
  }
  Ending e;
  e.end = {g.hash(), g.decisions_answered()};
  e.stuck = !g.over();
  e.error = g.over() && g.result().error;
  return e;
}

// Games with seeds 1..n, each stored at its own index: the fold runs in game
// order whichever thread played which.
std::vector<Ending> play_all(const CardLibrary& lib, int n, int threads) {
  std::vector<std::vector<int64_t>> decks = bench_decks(lib);
  std::vector<Ending> out(static_cast<size_t>(n));
  std::atomic<int> next{0};
  auto worker = [&] {
    auto host = lib.new_host();
    for (int i; (i = next++) < n;) out[size_t(i)] = play_seeded(lib, *host, decks, uint64_t(i) + 1);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; t++) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  return out;
}

nlohmann::ordered_json signature_of_game(const CommonOptions& c, const std::string& game, int n, int threads) {
  auto lib = CardLibrary::load({c.cards_dir, game, c.db_path, {}});
  std::vector<Ending> played = play_all(*lib, n, threads);
  std::vector<bench::GameEnd> ends;
  int errors = 0, stuck = 0;
  for (const Ending& e : played) {
    ends.push_back(e.end);
    errors += e.error;
    stuck += e.stuck;
  }
  return {{"game", game},
          {"signature", fmt::format("{:016x}", bench::signature_of(ends))},
          {"games", n},
          {"seeds", fmt::format("1..{}", n)},
          {"decisions", bench::total_decisions(ends)},
          {"script_errors", errors},
          {"stuck", stuck}};
}

}  // namespace

int cmd_bench_signature(const CommonOptions& c, const BenchSignatureOptions& o) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  int problems = 0;
  for (const std::string& game : bench::games_of(c.cards_dir, o.game)) {
    nlohmann::ordered_json j = signature_of_game(c, game, o.games, std::max(1, o.threads));
    int errors = j["script_errors"].get<int>(), stuck = j["stuck"].get<int>();
    problems += errors + stuck;
    if (o.format != "json")
      fmt::print("{:<20} signature {}  {} games (seeds 1..{}), {} decisions{}\n", game, j["signature"].get<std::string>(),
                 o.games, o.games, j["decisions"].get<uint64_t>(),
                 errors + stuck ? fmt::format(", {} script errors, {} stuck", errors, stuck) : "");
    all.push_back(std::move(j));
  }
  if (o.format == "json") fmt::print("{}\n", dump_json(all, 2));
  // As `cardinal sim`: a game that ended in a script error or never ended is
  // a fault of the engine or the scripts (the signature is printed anyway).
  return problems ? 1 : 0;
}

}  // namespace cardinal
