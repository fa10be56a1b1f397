// `cardinal bench engine`: the engine's speed and memory figures, measured on
// random legal play with the game's two starter decks. Each timed figure is
// the median and range of several runs, with the cores and the load beside it
// (BENCHMARKS.md, "Method"); nothing here asserts a time.
#include <malloc.h>
#include <time.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>
#include <unistd.h>

#include "core/ai.h"
#include "core/serialize.h"
#include "sim/runner.h"
#include "core/json_util.h"
#include "tools/bench_machine.h"
#include "tools/bench_stats.h"
#include "tools/commands.h"
#include "tools/seats.h"

// Under a sanitizer, malloc is the sanitizer's allocator, which glibc's
// mallinfo2 knows nothing of (it reads 0): heap_in_use asks that allocator.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define CARDINAL_SANITIZER_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define CARDINAL_SANITIZER_HEAP 1
#endif
#endif
#ifdef CARDINAL_SANITIZER_HEAP
#include <sanitizer/allocator_interface.h>
#endif

namespace fs = std::filesystem;

namespace cardinal {

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Game `seed` of the benchmark's games.
std::array<uint64_t, 4> game_seed(uint64_t seed) { return {seed, 3, 5, 7}; }

GameConfig config(const CardLibrary& lib, uint64_t seed) {
  GameConfig cfg;
  cfg.seed = game_seed(seed);
  cfg.decks = bench_decks(lib);
  cfg.players = int(cfg.decks.size());
  cfg.log = false;
  return cfg;
}

// A game advanced by `n` random decisions (a mid-game state).
Game mid_game(const CardLibrary& lib, ScriptHost& host, uint64_t seed, int n) {
  Game g(lib.library(), config(lib, seed));
  g.bind(host);
  g.advance();
  Rng ai;
  ai.seed({seed, 1, 1, 1});
  for (int i = 0; i < n && !g.over(); i++) {
    g.answer_unless_rejected(choose_random(g, ai));  // a rolled-back action: choose again, as sim does
    g.advance();
  }
  return g;
}

// A synthetic game folder: the real ruleset, its own sets and decks (a
// ruleset's components may name them), and enough cards made by cycling
// through the first set's records (a new id from 1,000,000, number and name,
// each with a copy of that card's script) to make `n` cards in all, so any
// game can be measured with scripts like its real ones.
std::string write_synthetic(const std::string& cards_dir, const std::string& game, int n) {
  fs::path src = fs::path(cards_dir) / game;
  fs::path root = fs::temp_directory_path() / fmt::format("cardinal-bench-{}", getpid());
  fs::remove_all(root);
  fs::path g = root / game;
  fs::create_directories(g / "sets" / "syn");
  fs::copy(src / "rules", g / "rules", fs::copy_options::recursive);
  fs::path libs = fs::path(cards_dir) / "lib";  // the shared rules libraries a ruleset may name
  if (fs::is_directory(libs)) fs::copy(libs, root / "lib", fs::copy_options::recursive);
  fs::copy_file(src / "schema.sql", g / "schema.sql");
  if (fs::is_directory(src / "decks")) fs::copy(src / "decks", g / "decks", fs::copy_options::recursive);
  // The first set (by folder name) and its records, split at blank lines.
  std::vector<fs::path> sets;
  for (const auto& e : fs::directory_iterator(src / "sets"))
    if (fs::exists(e.path() / "cards.txt")) sets.push_back(e.path());
  if (sets.empty()) throw std::runtime_error("bench: " + game + " has no set to copy cards from");
  std::sort(sets.begin(), sets.end());
  std::ifstream in(sets[0] / "cards.txt");
  std::vector<std::vector<std::string>> records(1);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      if (!records.back().empty()) records.emplace_back();
    } else if (line[0] != '#') {
      records.back().push_back(line);
    }
  }
  if (records.back().empty()) records.pop_back();
  std::vector<std::pair<std::vector<std::string>, std::string>> cards;  // fields, script file
  for (const auto& r : records) {
    std::string id;
    for (const std::string& l : r)
      if (l.rfind("id: ", 0) == 0) id = l.substr(4);
    if (!id.empty()) cards.emplace_back(r, (sets[0] / (id + ".lua")).string());
  }
  if (cards.empty()) throw std::runtime_error("bench: no cards in " + (sets[0] / "cards.txt").string());
  int own = 0;
  for (const fs::path& set_dir : sets) {
    fs::copy(set_dir, g / "sets" / set_dir.filename(), fs::copy_options::recursive);
    for (const auto& e : fs::directory_iterator(set_dir))
      if (e.path().extension() == ".lua" && e.path().string().find(".test.") == std::string::npos) own++;
  }
  std::ofstream set(g / "sets" / "syn" / "cards.txt");
  set << "game: " << game << "\nset: SYN\nname: Synthetic\n";
  for (int i = 1; i <= n - own; i++) {
    const auto& [fields, script] = cards[size_t(i - 1) % cards.size()];
    set << fmt::format("\nid: {}\nnumber: SYN-{:05}\nname: Synthetic {}\n", 1'000'000 + i, i, i);
    for (const std::string& l : fields)
      if (l.rfind("id:", 0) != 0 && l.rfind("number:", 0) != 0 && l.rfind("name:", 0) != 0) set << l << "\n";
    fs::copy_file(script, g / "sets" / "syn" / fmt::format("{}.lua", 1'000'000 + i));
  }
  return root.string();
}

// Heap bytes in use (every arena, and blocks mapped on their own). Unlike the
// resident set, memory freed and reused counts as freed: a game that reuses
// the heap an earlier one left is still counted in full.
double heap_in_use() {
#ifdef CARDINAL_SANITIZER_HEAP
  return double(__sanitizer_get_current_allocated_bytes());
#else
  struct mallinfo2 m = mallinfo2();
  return double(m.uordblks + m.hblkhd);
#endif
}

// Process CPU time: work done, whatever else the machine runs.
double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// Seconds of CPU the whole machine has spent busy (/proc/stat), to tell how
// much of it went to other processes while the figures were taken.
double machine_busy_seconds() {
  std::ifstream in("/proc/stat");
  std::string cpu;
  double user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
  in >> cpu >> user >> nice >> system >> idle >> iowait >> irq >> softirq >> steal;
  return (user + nice + system + irq + softirq + steal) / double(sysconf(_SC_CLK_TCK));
}

// A Lua full collection before each heap reading, so garbage the scripts
// left is not counted as memory the games hold.
void collect_garbage(ScriptHost& host) { lua_gc(host.L, LUA_GCCOLLECT, 0); }

struct SimRun {
  double wall_rate = 0, cpu_rate = 0;  // decisions per second of wall time, of process CPU time
};

// Random play between the starter decks on `threads` threads, each playing
// `games` games (the same seeds in every run, so runs differ only by noise).
SimRun random_play(const CardLibrary& lib, int games, int threads) {
  SimOptions so;
  so.games = games * threads;
  so.seed = 1;
  so.threads = threads;
  so.decks = bench_decks(lib);
  double cpu0 = process_cpu_seconds();
  SimReport r = simulate(lib, so);
  double cpu = process_cpu_seconds() - cpu0;
  double decisions = 0;
  for (const GameRecord& g : r.games) decisions += double(g.decisions);
  return {bench::rate(decisions, r.seconds), bench::rate(decisions, cpu)};
}

// Creating a game: decks in, shuffled, opening hands dealt (setup runs to
// its first question). The decks are card lists read once before the clock
// starts, as `cardinal sim` reads them once per run: reading and resolving
// the two deck files for every game (a directory listing, two files parsed,
// each card looked up among every card row) took 70% of the instructions
// this figure measured until 2026-11-29, and is no part of a new game.
// Not inlined, so that callgrind's --toggle-collect can take this loop alone
// (BENCHMARKS.md), as it can hash_microseconds.
[[gnu::noinline]] double new_game_microseconds(const CardLibrary& lib, ScriptHost& host) {
  const int creates = 2000;
  GameConfig cfg = config(lib, 0);
  auto t0 = Clock::now();
  for (int i = 0; i < creates; i++) {
    cfg.seed = game_seed(uint64_t(i));
    Game g(lib.library(), cfg);
    g.bind(host);
    g.advance();
  }
  return seconds_since(t0) * 1e6 / creates;
}

// Heap per live game: the heap's growth while `held` mid-game states are all
// alive at once, divided by `held`. The games are kept, so their memory is
// counted however the allocator places it; it includes the Game objects
// themselves and whatever the engine keeps for them.
double heap_per_live_game(const CardLibrary& lib, ScriptHost& host) {
  const int held = 200;
  std::vector<Game> keep;
  collect_garbage(host);
  double before = heap_in_use();
  keep.reserve(held);
  for (int i = 0; i < held; i++) keep.push_back(mid_game(lib, host, uint64_t(i), 150));
  collect_garbage(host);
  return bench::growth_per_item(before, heap_in_use(), held);
}

double clone_microseconds(const Game& g, uint64_t& sink) {
  const int reps = 20000;
  auto t0 = Clock::now();
  for (int i = 0; i < reps; i++) {
    Game copy = g;
    sink += copy.state().objects.size();
  }
  return seconds_since(t0) * 1e6 / reps;
}

[[gnu::noinline]] double hash_microseconds(const Game& g, uint64_t& sink) {
  const int reps = 20000;
  auto t0 = Clock::now();
  for (int i = 0; i < reps; i++) sink += g.hash();
  return seconds_since(t0) * 1e6 / reps;
}

// Every run of every timed figure.
struct Runs {
  std::vector<double> dec1, dec1_cpu, decn, new_game_us, heap_per_game, clone_us, hash_us, load_s, host_s;
};

nlohmann::ordered_json spread_json(const std::vector<double>& v) {
  bench::Spread s = bench::spread_of(v);
  return {{"median", s.median}, {"min", s.min}, {"max", s.max}, {"runs", s.runs}};
}

// "12,345" for a rate.
std::string grouped(double v) {
  std::string digits = fmt::format("{:.0f}", std::fabs(v)), out = v <= -0.5 ? "-" : "";
  for (size_t i = 0; i < digits.size(); i++) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

void print_table(const std::string& game, const nlohmann::ordered_json& j, const Runs& r, const bench::Scaling& sc) {
  auto load = j["load_at_start"];
  fmt::print("{}: {} cores ({} hardware threads); load at start {:.2f} {:.2f} {:.2f}; other processes took {:.2f} "
             "cores meanwhile; {} runs of each figure\n",
             game, j["cores"].get<int>(), j["hardware_threads"].get<unsigned>(), load[0].get<double>(),
             load[1].get<double>(), load[2].get<double>(), j["other_cores_during"].get<double>(),
             bench::spread_of(r.dec1).runs);
  if (j["busy"].get<bool>())
    fmt::print("NOTE: the machine was busy: wall-clock figures are slowed by the other work\n");
  fmt::print("{:<34} {:>14} {:>24}  {}\n", "figure", "median", "range (min-max)", "target");
  auto row = [](const std::string& name, const std::vector<double>& v, auto show, const std::string& target) {
    bench::Spread s = bench::spread_of(v);
    fmt::print("{:<34} {:>14} {:>24}  {}\n", name, show(s.median), fmt::format("{}-{}", show(s.min), show(s.max)), target);
  };
  auto rate = [](double v) { return grouped(v); };
  auto us = [](double v) { return fmt::format("{:.2f} us", v); };
  auto kib = [](double v) { return fmt::format("{:.1f} KiB", v / 1024); };
  auto sec = [](double v) { return fmt::format("{:.2f} s", v); };
  row("decisions/s, 1 thread", r.dec1, rate, "");
  row("decisions per CPU-second, 1 thread", r.dec1_cpu, rate, "");
  if (!r.decn.empty()) {
    row(fmt::format("decisions/s, {} threads", sc.threads), r.decn, rate, "");
    fmt::print("{:<34} {:>14} {:>24}  {}\n", "thread scaling (of medians)", fmt::format("{:.2f}x", sc.speedup),
               sc.capped ? fmt::format("capped; raw {:.2f}x", sc.raw) : fmt::format("of {} cores", sc.cores),
               fmt::format(">= {:.1f}x", 0.9 * sc.threads));
  } else {
    fmt::print("{:<34} {:>14}\n", "thread scaling", "one core: not measurable");
  }
  row("heap per live game", r.heap_per_game, kib, "<= 8 KiB");
  row("new game", r.new_game_us, us, "<= 20 us");
  row("clone mid-game", r.clone_us, us, "<= 10 us");
  row("hash mid-game", r.hash_us, us, "<= 0.2 us");
  fmt::print("{:<34} {:>14} {:>24}\n", "snapshot size", fmt::format("{} B", j["snapshot_bytes"].get<size_t>()), "exact");
  row("load 10,000 scripts", r.load_s, sec, "<= 1 s");
  row("another thread's Lua state", r.host_s, sec, "");
}

// The synthetic 10,000-card folder, removed however the benchmark ends.
struct SyntheticFolder {
  std::string dir;
  SyntheticFolder(const std::string& cards_dir, const std::string& game) : dir(write_synthetic(cards_dir, game, 10000)) {}
  ~SyntheticFolder() { fs::remove_all(fs::path(dir)); }
  SyntheticFolder(const SyntheticFolder&) = delete;
  SyntheticFolder& operator=(const SyntheticFolder&) = delete;
};

// Run by run, every figure in turn, so that a burst of other work on the
// machine widens the range of every figure a little rather than shifting
// one; one thread and every core alternate for the scaling.
Runs take_runs(const CommonOptions& c, const BenchEngineOptions& o, const CardLibrary& lib, ScriptHost& host,
               const Game& mid, int cores, uint64_t& sink) {
  SyntheticFolder big_folder(c.cards_dir, c.game);
  auto progress = [&](const char* what, int run) {
    if (o.format != "json") fmt::print(stderr, "  {}: run {}/{}: {}...\n", c.game, run + 1, o.runs, what);
  };
  Runs r;
  for (int run = 0; run < o.runs; run++) {
    progress("random play on 1 thread", run);
    SimRun one = random_play(lib, o.games, 1);
    r.dec1.push_back(one.wall_rate);
    r.dec1_cpu.push_back(one.cpu_rate);
    if (cores > 1) {
      progress("random play on every core", run);
      r.decn.push_back(random_play(lib, o.games, cores).wall_rate);
    }
    progress("new game, heap, clone, hash", run);
    r.new_game_us.push_back(new_game_microseconds(lib, host));
    r.heap_per_game.push_back(heap_per_live_game(lib, host));
    r.clone_us.push_back(clone_microseconds(mid, sink));
    r.hash_us.push_back(hash_microseconds(mid, sink));
    progress("loading 10,000 scripts", run);
    auto t0 = Clock::now();
    auto big = CardLibrary::load({big_folder.dir, c.game, "", {}});
    r.load_s.push_back(seconds_since(t0));
    t0 = Clock::now();
    auto extra_host = big->new_host();
    r.host_s.push_back(seconds_since(t0));
  }
  return r;
}

// What the machine was doing: our cores, the load, other processes' share.
nlohmann::ordered_json machine_json(int cores, const std::array<double, 3>& load_at_start, double other_cores) {
  nlohmann::ordered_json j{{"cores", cores},
                           {"hardware_threads", std::thread::hardware_concurrency()},
                           {"load_at_start", load_at_start},
                           {"load_at_end", bench::load_average()},
                           {"other_cores_during", other_cores}};
  j["busy"] = bench::machine_busy(std::max(load_at_start[0], other_cores));
  return j;
}

void add_figures(nlohmann::ordered_json& j, const Runs& r, const bench::Scaling& sc) {
  j["decisions_per_second_1_thread"] = spread_json(r.dec1);
  j["decisions_per_cpu_second_1_thread"] = spread_json(r.dec1_cpu);
  if (!r.decn.empty()) {
    j["decisions_per_second_all_cores"] = spread_json(r.decn);
    j["thread_scaling"] = {{"speedup", sc.speedup}, {"raw", sc.raw}, {"threads", sc.threads}, {"cores", sc.cores},
                           {"capped", sc.capped}};
  }
  j["heap_per_live_game_bytes"] = spread_json(r.heap_per_game);
  j["new_game_microseconds"] = spread_json(r.new_game_us);
  j["clone_microseconds"] = spread_json(r.clone_us);
  j["hash_microseconds"] = spread_json(r.hash_us);
  j["load_10000_scripts_seconds"] = spread_json(r.load_s);
  j["extra_thread_host_seconds"] = spread_json(r.host_s);
}

// One game's figures: to `collect` as JSON, or printed as a table.
void bench_one(const CommonOptions& c, const BenchEngineOptions& o, const std::array<double, 3>& load_at_start,
               nlohmann::ordered_json& collect) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  auto host = lib->new_host();
  const int cores = bench::usable_cores();
  const double own0 = process_cpu_seconds(), busy0 = machine_busy_seconds();
  auto t0 = Clock::now();
  Game mid = mid_game(*lib, *host, 42, 300);
  uint64_t sink = 0;
  Runs r = take_runs(c, o, *lib, *host, mid, cores, sink);
  double others = (machine_busy_seconds() - busy0) - (process_cpu_seconds() - own0);
  bench::Scaling sc = bench::thread_scaling(bench::median_of(r.dec1), bench::median_of(r.decn), cores, cores);

  nlohmann::ordered_json j{{"game", c.game}};
  j.update(machine_json(cores, load_at_start, std::max(0.0, bench::rate(others, seconds_since(t0)))));
  j["runs"] = o.runs;
  j["games_per_thread"] = o.games;
  add_figures(j, r, sc);
  j["snapshot_bytes"] = snapshot(mid).size();
  j["sink"] = sink % 2;  // keeps the timed loops from being optimised away
  if (o.format == "json") collect.push_back(j);
  else print_table(c.game, j, r, sc);
}

}  // namespace

// Every game named (`--game all`: every game folder), one after another.
// JSON: an array with one object per game.
int cmd_bench_engine(const CommonOptions& c, const BenchEngineOptions& o) {
  std::array<double, 3> load = bench::load_average();  // before any of our own work
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  bool first = true;
  for (const std::string& game : bench::games_of(c.cards_dir, c.game)) {
    CommonOptions one = c;
    one.game = game;
    if (o.format != "json" && !first) fmt::print("\n");
    first = false;
    bench_one(one, o, load, all);
  }
  if (o.format == "json") fmt::print("{}\n", dump_json(all, 2));
  return 0;
}

}  // namespace cardinal
