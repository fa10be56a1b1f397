// `cardinal db synth` (a synthetic card pool) and `cardinal bench query`
// (five representative queries timed over it: median and range of --runs
// runs). A benchmark, not a test: figures depend on the machine, so nothing
// here asserts a time.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <time.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <nlohmann/json.hpp>

#include "core/json_util.h"
#include "scripting/keywords.h"
#include "search/engine.h"
#include "search/parser.h"
#include "search/source.h"
#include "search/sql_functions.h"
#include "tools/bench_machine.h"
#include "tools/bench_stats.h"
#include "tools/commands.h"
#include "tools/synth.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

db::Database synth_db(const CommonOptions& c, const std::string& path, const SynthCmdOptions& o) {
  db::Database d = db::Database::create(path);
  fs::path schema = fs::path(c.cards_dir) / c.game / "schema.sql";
  std::ifstream in(schema, std::ios::binary);
  if (!in) throw db::Error(fmt::format("{}: cannot read game schema", schema.string()));
  std::stringstream s;
  s << in.rdbuf();
  d.apply_game_schema(c.game, s.str(), schema.string());
  SynthOptions so;
  so.cards = o.cards;
  so.seed = o.seed;
  synthesize(d, c.game, so);
  search::prepare_database(d, c.cards_dir, nullptr);  // no keyword reader: the pool has no scripts
  return d;
}

// CPU time of this thread: the cost on one core, whatever else the machine
// is running (wall time is printed too).
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct BenchQuery {
  const char* what;
  const char* text;
  std::vector<std::string> sort;
  int64_t limit;
};

}  // namespace

int cmd_db_synth(const CommonOptions& c, const SynthCmdOptions& o) {
  if (fs::exists(o.out)) {
    fmt::print(stderr, "cardinal db synth: {} already exists\n", o.out);
    return 1;
  }
  fs::path tmp = o.out + ".tmp";
  fs::remove(tmp);
  {
    db::Database d = synth_db(c, tmp.string(), o);
  }
  fs::rename(tmp, o.out);
  fmt::print("wrote {}: {} synthetic {} cards (seed {})\n", o.out, o.cards, c.game, o.seed);
  return 0;
}

int cmd_bench_query(const CommonOptions& c, const SynthCmdOptions& o, int runs, const std::string& format) {
  std::array<double, 3> load = bench::load_average();  // before our own work, as bench engine
  auto t0 = std::chrono::steady_clock::now();
  std::optional<search::Source> src;
  if (c.db_path.empty()) {
    db::Database d = synth_db(c, ":memory:", o);
    search::Registry reg = search::Registry::load(fs::path(c.cards_dir) / c.game, d.schema(c.game));
    search::load_value_counts(d, reg);  // the planner's hints, as open_source() loads them
    search::register_functions(d.handle());
    src.emplace(search::Source{std::move(d), std::move(reg), true});
  } else {
    src.emplace(search::open_source(c.cards_dir, c.game, c.db_path, nullptr, load_script_keywords));
  }
  double setup_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int64_t pool = 0;
  {
    sqlite3_stmt* st;
    sqlite3_prepare_v2(src->db.handle(), "SELECT count(*) FROM cards WHERE game = ?1", -1, &st, nullptr);
    sqlite3_bind_text(st, 1, c.game.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(st) == SQLITE_ROW) pool = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
  }

  // Each is timed from the query text to every result row in memory
  // (parse, compile, prepare, step), as `cardinal query` does before printing.
  const BenchQuery queries[] = {
      {"text search (FTS5, ranked)", "\"deal 3000 damage\"", {}, -1},
      {"numeric range", "atk>=4000 atk<=5000 cost<=2", {}, -1},
      {"colour set", "c<=rg t:character r>=extreme", {}, -1},
      {"negation (NULL-safe)", "-atk<=5500 -t:event c:k rarity:celestial", {}, -1},
      {"sorted page", "t:character c:r", {"-atk", "name"}, 50},
  };
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  if (format != "json")
    fmt::print("pool: {} {} cards ({}), setup {:.1f}s; {} runs per query; load at start {:.2f} {:.2f} {:.2f}; "
               "ms of CPU (one thread) and wall\n",
               pool, c.game, c.db_path.empty() ? fmt::format("synthetic, seed {}", o.seed) : c.db_path, setup_s, runs,
               load[0], load[1], load[2]);
  if (format != "json")
    fmt::print("{:<28} {:>7} {:>8} {:>15} {:>8} {:>15}  query\n", "", "rows", "cpu med", "cpu min-max", "wall med",
               "wall min-max");
  for (const BenchQuery& b : queries) {
    search::Options opt;
    opt.sort = b.sort;
    opt.limit = b.limit;
    opt.filter_game = !src->single_game;
    std::vector<double> ms, cpu;
    size_t rows = 0;
    for (int i = 0; i <= runs; ++i) {
      auto s = std::chrono::steady_clock::now();
      double c0 = thread_cpu_ms();
      search::NodePtr tree = search::parse(b.text);
      search::Plan p = search::plan(*tree, src->registry, opt);
      search::ResultSet r = search::run(src->db.handle(), p);
      double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s).count();
      rows = r.ids.size();
      double ct = thread_cpu_ms() - c0;
      if (i > 0) {  // run 0 warms the page cache
        ms.push_back(t);
        cpu.push_back(ct);
      }
    }
    bench::Spread wall = bench::spread_of(ms), cpus = bench::spread_of(cpu);
    std::sort(ms.begin(), ms.end());
    double p90 = ms[std::min(ms.size() - 1, ms.size() * 9 / 10)];
    std::string shown = b.text;
    if (!b.sort.empty()) shown += fmt::format("  --sort {} --limit {}", fmt::join(b.sort, ","), b.limit);
    if (format == "json")
      out.push_back({{"name", b.what}, {"query", shown}, {"rows", rows}, {"cpu_median_ms", cpus.median},
                     {"cpu_min_ms", cpus.min}, {"cpu_max_ms", cpus.max}, {"wall_median_ms", wall.median},
                     {"wall_min_ms", wall.min}, {"wall_p90_ms", p90}, {"wall_max_ms", wall.max}});
    else
      fmt::print("{:<28} {:>7} {:>8.2f} {:>15} {:>8.2f} {:>15}  {}\n", b.what, rows, cpus.median,
                 fmt::format("{:.2f}-{:.2f}", cpus.min, cpus.max), wall.median,
                 fmt::format("{:.2f}-{:.2f}", wall.min, wall.max), shown);
  }
  if (format == "json") fmt::print("{}\n", dump_json(nlohmann::ordered_json{{"pool", pool}, {"runs", runs}, {"load_at_start", load}, {"queries", out}}, 2));
  return 0;
}

}  // namespace cardinal
