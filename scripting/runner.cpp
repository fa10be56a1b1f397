#include "scripting/runner.h"

#include <filesystem>
#include <fstream>

#include "scripting/replay.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

namespace cardinal {

std::array<uint64_t, 4> game_seed(uint64_t run_seed, int index) {
  uint64_t x = run_seed * 0x9E3779B97F4A7C15ull + uint64_t(index);
  return {Rng::splitmix(x), Rng::splitmix(x), Rng::splitmix(x), Rng::splitmix(x)};
}

GameRecord play_one(const CardLibrary& lib, ScriptHost& host, const SimOptions& opt, int index) {
  GameConfig cfg;
  cfg.seed = game_seed(opt.seed, index);
  cfg.players = int(opt.decks.size());
  cfg.decks = opt.decks;
  cfg.params = opt.params;
  cfg.log = false;
  GameRecord rec;
  rec.seed = cfg.seed[0];
  Game g(lib.library(), cfg);
  g.bind(host);
  Rng ai;
  ai.seed({cfg.seed[1], cfg.seed[2], cfg.seed[3], 0xA1});
  Recorder rec_out;
  bool recording = !opt.record_dir.empty();
  if (recording) {
    rec_out.replay.game = lib.library().rules.game;
    rec_out.replay.config = cfg;
  }
  g.advance();
  while (!g.over()) {
    if (g.decisions_answered() >= opt.max_decisions) {
      rec.stuck = true;
      rec.reason = "no result after " + std::to_string(opt.max_decisions) + " decisions";
      break;
    }
    const Decision* d = g.decision();
    uint32_t a = choose_ai(opt.ai[d->player % 2], g, host, ai);
    if (recording) rec_out.before_answer(g, a);
    g.answer(a);
    g.advance();
  }
  if (recording) {
    rec_out.finish(g);
    std::filesystem::create_directories(opt.record_dir);
    std::ofstream(std::filesystem::path(opt.record_dir) / ("game-" + std::to_string(index) + ".json"))
        << replay_to_json(rec_out.replay);
  }
  rec.turns = g.state().turn;
  rec.decisions = g.decisions_answered();
  if (g.over()) {
    rec.winners = g.result().winners;
    rec.error = g.result().error;
    rec.reason = g.result().reason;
  }
  return rec;
}

SimReport simulate(const CardLibrary& lib, const SimOptions& opt) {
  SimReport rep;
  rep.games.resize(size_t(opt.games));
  std::atomic<int> next{0}, done{0};
  auto t0 = std::chrono::steady_clock::now();
  auto worker = [&] {
    auto host = lib.new_host();
    for (int i; (i = next++) < opt.games;) {
      rep.games[size_t(i)] = play_one(lib, *host, opt, i);
      int n = ++done;
      if (opt.progress && (n % 100 == 0 || n == opt.games)) std::fprintf(stderr, "\r%d/%d games", n, opt.games);
    }
  };
  int threads = std::max(1, opt.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; t++) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (opt.progress) std::fprintf(stderr, "\n");
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  double turns = 0, decisions = 0;
  for (const GameRecord& r : rep.games) {
    turns += r.turns;
    decisions += double(r.decisions);
    if (r.error) rep.errors++;
    else if (r.stuck) rep.stuck++;
    else if (r.winners == 0) rep.draws++;
    else
      for (int p = 0; p < 8; p++)
        if (r.winners >> p & 1) rep.wins[p]++;
  }
  if (opt.games > 0) {
    rep.avg_turns = turns / opt.games;
    rep.avg_decisions = decisions / opt.games;
  }
  return rep;
}

}  // namespace cardinal
