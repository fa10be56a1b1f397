// The machine and the games `cardinal bench` measures (tools/bench_machine.h).
#include "tools/bench_machine.h"

#include "db/database.h"

#include <sched.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>

namespace fs = std::filesystem;

namespace cardinal::bench {

std::vector<std::string> games_of(const std::string& cards_dir, const std::string& game) {
  if (game != "all") return {game};
  std::vector<std::string> names = db::discover_games(cards_dir);
  if (names.empty()) throw std::runtime_error("bench: no game (a folder with a schema.sql) in " + cards_dir);
  return names;
}

int usable_cores() {
  int hw = int(std::max(1u, std::thread::hardware_concurrency()));
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, std::min(hw, CPU_COUNT(&set)));
  return hw;
}

std::array<double, 3> load_average() {
  std::array<double, 3> l{};
  std::ifstream in("/proc/loadavg");
  in >> l[0] >> l[1] >> l[2];
  return in ? l : std::array<double, 3>{};
}

}  // namespace cardinal::bench
