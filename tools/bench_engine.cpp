// `cardinal bench engine`: the engine's speed and memory figures (issue 6),
// measured on random legal play with the game's two starter decks.
#include <algorithm>
#include <fmt/format.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>
#include <unistd.h>

#include "core/ai.h"
#include "core/serialize.h"
#include "scripting/runner.h"
#include "tools/commands.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

size_t rss_bytes() {
  std::ifstream in("/proc/self/statm");
  size_t pages = 0, resident = 0;
  in >> pages >> resident;
  return resident * size_t(sysconf(_SC_PAGESIZE));
}

GameConfig config(const CardLibrary& lib, uint64_t seed) {
  GameConfig cfg;
  cfg.seed = {seed, 3, 5, 7};
  cfg.decks = {lib.deck("starter-a"), lib.deck("starter-b")};
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
    g.answer(choose_random(g, ai));
    g.advance();
  }
  return g;
}

// A synthetic game folder: the real ruleset and `n` cards made by cycling
// through the game's own cards (the first set's records with a new id, number
// and name, each with a copy of that card's script), so any game can be
// measured with scripts like its real ones.
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
  std::ofstream set(g / "sets" / "syn" / "cards.txt");
  set << "game: " << game << "\nset: SYN\nname: Synthetic\n";
  for (int i = 1; i <= n; i++) {
    const auto& [fields, script] = cards[size_t(i - 1) % cards.size()];
    set << fmt::format("\nid: {}\nnumber: SYN-{:05}\nname: Synthetic {}\n", i, i, i);
    for (const std::string& l : fields)
      if (l.rfind("id:", 0) != 0 && l.rfind("number:", 0) != 0 && l.rfind("name:", 0) != 0) set << l << "\n";
    fs::copy_file(script, g / "sets" / "syn" / fmt::format("{}.lua", i));
  }
  return root.string();
}

}  // namespace

namespace {
// With `collect`: the JSON goes there instead of standard output.
int bench_one(const CommonOptions& c, int games, const std::string& format, nlohmann::json* collect = nullptr) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  auto host = lib->new_host();
  nlohmann::json j{{"game", c.game}, {"machine", fmt::format("{} hardware threads", std::thread::hardware_concurrency())}};
  auto progress = [&](const char* what) { if (format != "json") fmt::print(stderr, "  measuring {}...\n", what); };

  // Decisions and games per second, one thread and all threads.
  progress("random play on 1 thread");
  SimOptions so;
  so.games = games;
  so.seed = 1;
  so.decks = {lib->deck("starter-a"), lib->deck("starter-b")};
  SimReport one = simulate(*lib, so);
  double dec1 = one.avg_decisions * games / one.seconds;
  j["decisions_per_second_1_thread"] = dec1;
  j["games_per_second_1_thread"] = games / one.seconds;
  int threads = int(std::max(1u, std::thread::hardware_concurrency()));
  progress("random play on all threads");
  so.threads = threads;
  so.games = games * threads;
  SimReport all = simulate(*lib, so);
  double decn = all.avg_decisions * so.games / all.seconds;
  j["threads"] = threads;
  j["decisions_per_second_all_threads"] = decn;
  j["thread_scaling"] = decn / dec1;

  // Creating a game: decks in, shuffled, opening hands dealt (setup runs to
  // its first question).
  progress("game creation");
  const int creates = 2000;
  auto t0 = Clock::now();
  for (int i = 0; i < creates; i++) {
    Game g(lib->library(), config(*lib, uint64_t(i)));
    g.bind(*host);
    g.advance();
  }
  j["new_game_microseconds"] = seconds_since(t0) * 1e6 / creates;

  // Memory per live game: resident-set slope while holding N mid-game states.
  progress("memory per live game");
  const int held = 500;
  std::vector<Game> keep;
  keep.reserve(held);
  size_t before = rss_bytes();
  for (int i = 0; i < held; i++) keep.push_back(mid_game(*lib, *host, uint64_t(i), 150));
  size_t after = rss_bytes();
  j["memory_per_game_bytes"] = double(after - before) / held;
  keep.clear();

  // Clone, hash and snapshot of a mid-game state.
  progress("clone, hash, snapshot");
  Game g = mid_game(*lib, *host, 42, 300);
  const int reps = 20000;
  t0 = Clock::now();
  uint64_t sink = 0;
  for (int i = 0; i < reps; i++) {
    Game copy = g;
    sink += copy.state().objects.size();
  }
  j["clone_microseconds"] = seconds_since(t0) * 1e6 / reps;
  t0 = Clock::now();
  for (int i = 0; i < reps; i++) sink += g.hash();
  j["hash_microseconds"] = seconds_since(t0) * 1e6 / reps;
  j["snapshot_bytes"] = snapshot(g).size();
  j["sink"] = sink % 2;  // keeps the loops from being optimised away

  // Loading a synthetic library of 10,000 card scripts.
  progress("loading 10,000 scripts");
  std::string dir = write_synthetic(c.cards_dir, c.game, 10000);
  t0 = Clock::now();
  auto big = CardLibrary::load({dir, c.game, "", {}});
  j["load_10000_scripts_seconds"] = seconds_since(t0);
  t0 = Clock::now();
  auto extra_host = big->new_host();
  j["extra_thread_host_seconds"] = seconds_since(t0);
  fs::remove_all(dir);

  if (format == "json") {
    if (collect) collect->push_back(j);
    else fmt::print("{}\n", j.dump(2));
    return 0;
  }
  fmt::print("{} on {}\n", c.game, j["machine"].get<std::string>());
  fmt::print("{:<36} {:>14} {:>14}\n", "figure", "measured", "target");
  auto row = [&](const char* name, const std::string& v, const char* target) { fmt::print("{:<36} {:>14} {:>14}\n", name, v, target); };
  row("decisions/s, 1 thread", fmt::format("{:.0f}", dec1), ">= 250000");
  row("games/s, 1 thread", fmt::format("{:.1f}", games / one.seconds), "");
  row(fmt::format("decisions/s, {} threads", threads).c_str(), fmt::format("{:.0f}", decn), "");
  row("thread scaling", fmt::format("{:.2f}x", decn / dec1), ">= 1.8x");
  row("new game", fmt::format("{:.1f} us", j["new_game_microseconds"].get<double>()), "<= 50 us");
  row("memory per live game", fmt::format("{:.1f} KiB", j["memory_per_game_bytes"].get<double>() / 1024), "<= 64 KiB");
  row("clone mid-game", fmt::format("{:.2f} us", j["clone_microseconds"].get<double>()), "<= 10 us");
  row("hash mid-game", fmt::format("{:.2f} us", j["hash_microseconds"].get<double>()), "<= 5 us");
  row("snapshot size", fmt::format("{} B", j["snapshot_bytes"].get<size_t>()), "");
  row("load 10,000 scripts", fmt::format("{:.2f} s", j["load_10000_scripts_seconds"].get<double>()), "<= 1 s");
  row("another thread's Lua state", fmt::format("{:.2f} s", j["extra_thread_host_seconds"].get<double>()), "");
  return 0;
}

}  // namespace

// `--game all`: every game folder with the two starter decks, one after another.
int cmd_bench_engine(const CommonOptions& c, int games, const std::string& format) {
  if (c.game != "all") return bench_one(c, games, format);
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(c.cards_dir))
    if (fs::exists(e.path() / "decks" / "starter-a.txt") && fs::exists(e.path() / "decks" / "starter-b.txt"))
      names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  if (names.empty()) {
    fmt::print(stderr, "bench: no game in {} has decks/starter-a.txt and starter-b.txt\n", c.cards_dir);
    return 1;
  }
  int status = 0;
  nlohmann::json all = nlohmann::json::array();
  for (size_t i = 0; i < names.size(); i++) {
    CommonOptions one = c;
    one.game = names[i];
    if (format != "json" && i > 0) fmt::print("\n");
    status |= bench_one(one, games, format, &all);
  }
  if (format == "json") fmt::print("{}\n", all.dump(2));
  return status;
}

}  // namespace cardinal
