// Shared helpers for the db tests: the real Zero-Dimension schema and a
// small canonical sample set that exercises every kind of value.
#pragma once
#include <cstdlib>
#include <filesystem>
#include <unistd.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "db/database.h"

namespace dbtest {

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void spit(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

inline std::filesystem::path zd_schema_file() {
  return std::filesystem::path(CARDINAL_CARDS_DIR) / "zero-dimension" / "schema.sql";
}

// In-memory database with the real zero-dimension schema applied.
inline cardinal::db::Database zd_memory_db() {
  auto db = cardinal::db::Database::create(":memory:");
  db.apply_game_schema("zero-dimension", slurp(zd_schema_file()));
  return db;
}

// Removes the scratch directories when the test process ends (ctest runs
// each test case in a process of its own), so runs leave nothing in /tmp;
// CARDINAL_KEEP_SCRATCH=1 keeps them for a look after a failure.
struct ScratchCleaner {
  std::vector<std::filesystem::path> dirs;
  ~ScratchCleaner() {
    if (std::getenv("CARDINAL_KEEP_SCRATCH")) return;
    std::error_code ec;
    for (const auto& d : dirs) std::filesystem::remove_all(d, ec);
  }
};

// A fresh, empty scratch directory per test, and per process: two test runs
// on one machine (a Release and a sanitizer build) must not share it.
inline std::filesystem::path scratch_dir(const std::string& name) {
  static ScratchCleaner cleaner;
  auto dir = std::filesystem::temp_directory_path() /
             ("cardinal_db_test_" + name + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  cleaner.dirs.push_back(dir);
  return dir;
}

// Canonical: parse + write must give these bytes back. Card 3's text starts
// with whitespace and holds an empty line and a "." line, to exercise the
// continuation escapes.
inline const std::string kSample = R"(# Zero-Dimension test set: not real cards.
# Exercises integers, JSON arrays, multi-line text and defaults.
game: zero-dimension
set: TS1
name: Test Set 1

id: 9001
number: TS1-001
name: Bell Herald
card_type: character
colour: red
cost: 3
cost_cells: RR
char_names: ["Bell Herald", "Spear Warden"]
attributes: ["Knight"]
atk: 2000
def: 1500
rarity: special
series: Test Series
text: When this card is deployed, draw a card.
  LV2: This card gets (ATK)+1000.
flavor: "Ring the bell."

id: 9002
number: TS1-002
name: Rusted Staff
card_type: equipment
colour: blue
cost: 2
atk_bonus: -500
def_bonus: 1000
equip_opponent: 1

id: 9003
number: TS1-003
name: Sudden Gale
card_type: tactic
colour: green
cost_variable: 1
tactic_speed: instant
text:
    Indented first line.
  .
  ..
  Last line.
)";

}  // namespace dbtest
