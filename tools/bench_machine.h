// What `cardinal bench` needs to know about the machine and the cards
// folder: the games to run, the cores the threads can use, the load.
#pragma once
#include <array>
#include <string>
#include <vector>

namespace cardinal::bench {

// The games to measure: `game`, or for "all" every game of the cards folder
// (db::discover_games).
std::vector<std::string> games_of(const std::string& cards_dir, const std::string& game);

// The cores this process's threads can run on: the hardware threads, or
// fewer if the process is pinned to fewer (sched_getaffinity).
int usable_cores();

// /proc/loadavg's 1, 5 and 15 minute averages (zeros if it cannot be read).
std::array<double, 3> load_average();

}  // namespace cardinal::bench
