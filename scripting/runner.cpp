#include "scripting/runner.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <unordered_map>

#include "scripting/replay.h"

#include <pthread.h>
#include <time.h>

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
    AiSpec kind = d->player < opt.ai.size() ? opt.ai[d->player] : AiSpec{};
    uint32_t a = choose_ai(kind, g, host, ai);
    if (recording) rec_out.before_answer(g, a);
    answer_unless_rejected(g, a);
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
  rec.script_spent = g.script_spent();
  rec.hash = g.hash();
  if (g.over()) {
    rec.winners = g.result().winners;
    rec.lost = g.state().lost;
    rec.error = g.result().error;
    rec.reason = g.result().reason;
  }
  return rec;
}

std::optional<std::string> answer_unless_rejected(Game& g, uint32_t option) {
  try {
    g.answer(option);
  } catch (const ActionRejected& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

std::string describe_game(const GameRecord& r, int index) {
  return fmt::format("game {} (seed {:016x}): {}", index, r.seed, r.reason);
}

namespace {
// What each worker is playing, for the hang watchdog. Time is the worker
// thread's CPU time: a hung game burns CPU, while a game whose process was
// paused (SIGSTOP) or starved by other work does not, and is no hang.
struct Slot {
  std::atomic<int> game{-1};
  std::atomic<int64_t> since{0};  // the worker's CPU time (ns) when the game started
  std::atomic<clockid_t> clock{CLOCK_MONOTONIC};  // the worker thread's CPU clock
  // The worker's host; the watchdog interrupts it under host_mu, so the
  // worker cannot destroy it in between (it clears it under host_mu first).
  // A game's start and end (game, since, flagged) change under it too.
  std::mutex host_mu;
  ScriptHost* host = nullptr;
  std::atomic<bool> flagged{false};
};

void set_host(Slot& s, ScriptHost* host) {
  std::lock_guard lock(s.host_mu);
  s.host = host;
}

int64_t clock_ns(clockid_t c) {
  timespec ts{};
  if (clock_gettime(c, &ts) != 0) return 0;  // the thread has just ended
  return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// A game whose engine throws (out of memory, a fault of the engine's own) is
// that game's error: an exception must not leave a worker thread, where it
// would end the process (std::terminate) with every other game's result.
GameRecord play_one_safely(const CardLibrary& lib, ScriptHost& host, const SimOptions& opt, int index) {
  try {
    return play_one(lib, host, opt, index);
  } catch (const std::exception& e) {
    GameRecord r;
    r.seed = game_seed(opt.seed, index)[0];
    r.error = true;
    r.reason = fmt::format("the engine failed: {}", e.what());
    return r;
  }
}

// What is wrong with the run as a whole (bad decks or parameters) is said
// once, before any thread starts: the first game's setup throws it.
void check_run(const CardLibrary& lib, const SimOptions& opt) {
  if (opt.games < 0 || opt.games > kMaxSimGames)
    throw std::invalid_argument(fmt::format("games must be 0 to {}, not {}", kMaxSimGames, opt.games));
  if (opt.first < 0 || opt.first > kMaxSimGames)
    throw std::invalid_argument(fmt::format("the first game's index must be 0 to {}, not {}", kMaxSimGames, opt.first));
  if (opt.games == 0) return;
  GameConfig cfg;
  cfg.players = int(opt.decks.size());
  cfg.decks = opt.decks;
  cfg.params = opt.params;
  cfg.log = false;
  Game probe(lib.library(), cfg);
}

int worker_count(const SimOptions& opt) { return std::clamp(std::min(opt.threads, opt.games), 1, kMaxSimThreads); }
}  // namespace

SimReport simulate(const CardLibrary& lib, const SimOptions& opt) {
  check_run(lib, opt);
  SimReport rep;
  rep.games.resize(size_t(opt.games));
  std::atomic<int> next{0}, done{0};
  auto t0 = std::chrono::steady_clock::now();
  int threads = worker_count(opt);
  std::vector<Slot> slots(static_cast<size_t>(threads));
  // Set by the watchdog, read by the worker that played the game.
  std::vector<std::atomic<bool>> hung(size_t(opt.games));
  std::mutex profile_mu;
  std::unordered_map<std::string, lua::SandboxState::ProfileEntry> profile;
  // A worker that cannot make its host (no memory for a Lua state) plays
  // nothing and says why; the others play every game. Only if none could is
  // the run an error (after every thread has ended).
  std::mutex failed_mu;
  std::exception_ptr failed;
  auto worker = [&](Slot& slot) {
    clockid_t cpu;
    if (pthread_getcpuclockid(pthread_self(), &cpu) == 0) slot.clock = cpu;
    std::unique_ptr<ScriptHost> host;
    try {
      host = lib.new_host();
    } catch (...) {
      std::lock_guard lock(failed_mu);
      if (!failed) failed = std::current_exception();
      return;
    }
    set_host(slot, host.get());
    std::unordered_map<std::string, lua::SandboxState::ProfileEntry> mine;
    if (opt.lua_profile) lua::sandbox(host->L).profile = &mine;
    for (int i; (i = next++) < opt.games;) {
      {  // a game starts and ends under host_mu: the watchdog sees one game's clock at a time
        std::lock_guard lock(slot.host_mu);
        lua::sandbox(host->L).interrupt = false;
        slot.since = clock_ns(slot.clock);
        slot.flagged = false;
        slot.game = i;
      }
      GameRecord r = play_one_safely(lib, *host, opt, opt.first + i);
      {
        std::lock_guard lock(slot.host_mu);
        slot.game = -1;
      }
      if (hung[size_t(i)].load()) {  // the watchdog saw it hang (and interrupted its script)
        r.hung = true;
        r.reason = fmt::format("hang: no result after {}s (interrupted); {}", opt.hang_seconds, r.reason);
      }
      rep.games[size_t(i)] = r;
      int n = ++done;
      if (opt.progress && (n % 100 == 0 || n == opt.games)) std::fprintf(stderr, "\r%d/%d games", n, opt.games);
    }
    set_host(slot, nullptr);
    lua::sandbox(host->L).profile = nullptr;
    std::lock_guard lock(profile_mu);
    for (auto& [k, v] : mine) {
      profile[k].self += v.self;
      profile[k].total += v.total;
    }
  };
  // The watchdog: a game that has used more than hang_seconds of its
  // worker's CPU time is a hang.
  // It sleeps on a condition the end of the run wakes: the run's time (and
  // the benchmark's figures, which time runs) does not include its last nap.
  std::atomic<bool> finished{false};
  std::mutex nap_mutex;
  std::condition_variable nap;
  std::thread watchdog;
  if (opt.hang_seconds > 0) {
    watchdog = std::thread([&] {
      const int64_t limit = int64_t(opt.hang_seconds * 1e9);
      while (!finished) {
        {
          std::unique_lock lock(nap_mutex);
          nap.wait_for(lock, std::chrono::milliseconds(opt.hang_seconds < 2 ? 20 : 250), [&] { return finished.load(); });
        }
        if (finished) break;
        for (Slot& s : slots) {
          // Under host_mu: the game read here is the one the clock is about,
          // and an interrupt reaches that game, never the next one.
          std::lock_guard lock(s.host_mu);
          int i = s.game;
          if (i < 0) continue;
          int64_t age = clock_ns(s.clock) - s.since;
          std::array<uint64_t, 4> seed = game_seed(opt.seed, opt.first + i);
          if (age > limit && !s.flagged.exchange(true)) {
            hung[size_t(i)].store(true);
            std::fprintf(stderr, "hang: game %d (seed %016llx, run seed %llu) has not finished after %gs\n", opt.first + i,
                         (unsigned long long)seed[0], (unsigned long long)opt.seed, opt.hang_seconds);
            if (s.host) lua::interrupt(s.host->L);  // a script that loops in C stops at its next tick
          } else if (age > 2 * limit && s.flagged && s.game == i) {
            std::string report = fmt::format(
                "hang: game {} (seed {:016x}, run seed {}) is stuck in the engine: no progress for {:.0f}s", opt.first + i,
                seed[0], opt.seed, age / 1e9);
            if (opt.on_stuck_engine) opt.on_stuck_engine(report);
            s.since = clock_ns(s.clock);  // report again only after another period
          }
        }
      }
    });
  }
  std::vector<std::thread> pool;
  try {
    for (int t = 1; t < threads; t++) pool.emplace_back(worker, std::ref(slots[size_t(t)]));
  } catch (const std::system_error&) {
    // The system gives no more threads: the ones running share the games.
  }
  worker(slots[0]);
  for (auto& t : pool) t.join();
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  {
    std::lock_guard lock(nap_mutex);
    finished = true;
  }
  nap.notify_all();
  if (watchdog.joinable()) watchdog.join();
  if (failed && done < opt.games) std::rethrow_exception(failed);  // no worker could play
  if (opt.progress) std::fprintf(stderr, "\n");
  double turns = 0, decisions = 0;
  for (const GameRecord& r : rep.games) {
    turns += r.turns;
    decisions += double(r.decisions);
    rep.max_script_spent = std::max(rep.max_script_spent, r.script_spent);
    if (r.hung) rep.hangs++;
    else if (r.error) rep.errors++;
    else if (r.stuck) rep.stuck++;
    else {
      if (r.winners == 0) rep.draws++;
      for (int p = 0; p < 8; p++) {
        if (r.winners >> p & 1) rep.wins[p]++;
        if (r.lost >> p & 1) rep.losses[p]++;
      }
    }
  }
  rep.lua_profile.assign(profile.begin(), profile.end());
  std::sort(rep.lua_profile.begin(), rep.lua_profile.end(),
            [](const auto& a, const auto& b) { return a.second.total != b.second.total ? a.second.total > b.second.total : a.first < b.first; });
  if (opt.games > 0) {
    rep.avg_turns = turns / opt.games;
    rep.avg_decisions = decisions / opt.games;
  }
  return rep;
}

}  // namespace cardinal
