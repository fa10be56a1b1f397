#include "sim/runner.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <unordered_map>

#include "sim/replay.h"

#include <pthread.h>
#include <time.h>

namespace cardinal {

std::array<uint64_t, 4> game_seed(uint64_t run_seed, int index) {
  uint64_t x = run_seed * 0x9E3779B97F4A7C15ull + uint64_t(index);
  return {Rng::splitmix(x), Rng::splitmix(x), Rng::splitmix(x), Rng::splitmix(x)};
}

namespace {
// Reads a game's card events as it is played (SimOptions::card_events),
// looking only: the game goes exactly as it would unwatched.
struct CardWatch {
  std::vector<uint8_t> seen;  // by object slot: the players it was seen with in a zone only they see

  static bool owner_only(const Game& g, ZoneId z) {
    const Zone& zone = g.zone_at(z);
    return zone.player != kNoPlayer && g.rules().zones[zone.kind].visibility == Visibility::Owner;
  }
  // Drawn: every card now in a zone only its player sees, the first time it is there.
  void look(const Game& g, std::vector<CardEvent>& out) {
    const GameState& s = g.state();
    if (seen.size() < s.objects.size()) seen.resize(s.objects.size());
    for (size_t z = 0; z < s.zones.size(); z++) {
      if (!owner_only(g, ZoneId(z))) continue;
      PlayerId p = s.zones[z].player;
      for (uint32_t slot : s.zones[z].slots) {
        // Only a card that got there by a move (a new object each time: gen 2
        // or more), not one made there (a ruleset's supply of tokens).
        if (seen[slot] >> p & 1 || s.objects[slot].gen < 2) continue;
        seen[slot] |= uint8_t(1u << p);
        out.push_back({s.objects[slot].card, uint8_t(p), CardEvent::Drawn, s.turn, s.zones[z].kind});
      }
    }
  }
  // Played: a card the deciding player names (an action option's object, or
  // a question's answer: a card summoned by a question after a generic action,
  // a response, a card paid as a cost) while it is in a zone only they see,
  // which then leaves that zone before the task it belongs to is over (the
  // action's questions answered, the link resolved, the response settled).
  struct Named {
    ObjId obj;
    PlayerId player;
    uint32_t turn;
    uint16_t zone;
  };
  std::vector<Named> named;
  // Before answer `a` of g's pending decision: the card it names, if it counts.
  void answering(const Game& g, uint32_t answer) {
    const Decision* d = g.decision();
    if (!d || answer >= d->options.size()) return;
    const Option& o = d->options[answer];
    if (o.kind == Option::Kind::Pass || o.obj == kNoObj) return;
    // The game's own procedures (setup's mulligans, a step's hand-size
    // discard, the rule checks) use no card: a question they ask names none.
    if (o.kind == Option::Kind::Choice && g.state().proc) {
      TaskKind t = g.state().proc->task;
      if (t != TaskKind::Action && t != TaskKind::Resolve && t != TaskKind::PushTriggers && t != TaskKind::Pass)
        return;
    }
    const Object* obj = g.obj(o.obj);
    if (!obj || obj->zone == kNoZone || !owner_only(g, obj->zone) || g.zone_at(obj->zone).player != d->player)
      return;
    for (const Named& n : named)
      if (n.obj == o.obj) return;
    named.push_back({o.obj, d->player, g.state().turn, g.zone_at(obj->zone).kind});
  }
  // After the answer and the advance: the named cards that have left their
  // zone (a move makes a new object) are played; once no procedure awaits an
  // answer, the task is over and the cards still there were not.
  void answered(const Game& g, std::vector<CardEvent>& out) {
    for (const Named& n : named)
      if (!g.obj(n.obj))
        out.push_back({g.state().objects[obj_slot(n.obj)].card, n.player, CardEvent::Played, n.turn, n.zone});
    std::erase_if(named, [&](const Named& n) { return !g.obj(n.obj); });
    if (!g.state().proc || g.over()) named.clear();
  }
};
}  // namespace

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
  CardWatch watch;
  g.advance();
  while (!g.over()) {
    if (rec.first < 0 && g.state().turn >= 1) rec.first = int8_t(g.active());
    if (opt.card_events) watch.look(g, rec.cards);
    if (g.decisions_answered() >= opt.max_decisions) {
      rec.stuck = true;
      rec.reason = "no result after " + std::to_string(opt.max_decisions) + " decisions";
      break;
    }
    const Decision* d = g.decision();
    AiSpec kind = d->player < opt.ai.size() ? opt.ai[d->player] : AiSpec{};
    uint32_t a = choose_ai(kind, g, host, ai);
    if (recording) rec_out.before_answer(g, a);
    if (opt.card_events) watch.answering(g, a);
    g.answer_unless_rejected(a);
    g.advance();
    if (opt.card_events) watch.answered(g, rec.cards);
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

std::string clock_text(double seconds) {
  long long s = seconds > 0 ? (long long)std::ceil(std::min(seconds, 1e9)) : 0;
  if (s >= 3600) return fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
  return fmt::format("{}:{:02}", s / 60, s % 60);
}

std::string progress_line(int done, int total, double seconds, int width) {
  done = std::clamp(done, 0, std::max(total, 0));
  std::string rate = "-- games/s", eta = "ETA --";
  if (done > 0 && seconds > 0) {
    double per_s = done / seconds;
    rate = fmt::format("{:.{}f} games/s", per_s, per_s < 10 ? 2 : per_s < 100 ? 1 : 0);
    eta = done == total ? "done in " + clock_text(seconds) : "ETA " + clock_text((total - done) / per_s);
  }
  std::string tail = fmt::format(" {}/{} games  {}  {}", done, total, rate, eta);
  int bar = std::min(30, width - int(tail.size()) - 2);  // the same width all the run long
  if (bar < 5) return tail.substr(1);  // too narrow for a bar: the figures alone
  int filled = total > 0 ? int(int64_t(bar) * done / total) : bar;
  return fmt::format("[{}{}]{}", std::string(size_t(filled), '#'), std::string(size_t(bar - filled), '-'), tail);
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
  // The bar is redrawn at most 5 times a second (and for the last game), by
  // whichever worker finishes a game then; the others do not wait for it.
  std::mutex progress_mu;
  auto last_shown = t0 - std::chrono::seconds(1);
  int shown = 0;  // the most games a drawn bar said: a slower worker's count does not go back
  auto show_progress = [&](int n) {
    std::unique_lock lock(progress_mu, std::try_to_lock);
    if (!lock && n != opt.games) return;
    if (!lock) lock.lock();
    auto now = std::chrono::steady_clock::now();
    if (n < shown || (n != opt.games && now - last_shown < std::chrono::milliseconds(200))) return;
    last_shown = now;
    shown = n;
    std::string label = opt.progress_label.empty() ? "" : opt.progress_label + " ";
    std::string line = progress_line(n, opt.games, std::chrono::duration<double>(now - t0).count(),
                                     79 - int(label.size()));
    std::fprintf(stderr, "\r%s%s\x1b[K", label.c_str(), line.c_str());
    std::fflush(stderr);
  };
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
      if (opt.progress) show_progress(n);
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
  if (opt.progress && opt.games > 0) std::fprintf(stderr, "\n");
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
