// The broken games `cardinal lint` is tested on (tests/games/lint-*). Each
// fixture folder holds only what it breaks: the game is made by `cardinal new
// game` (so the fixtures follow the scaffold as it changes), the folder's
// files are laid over it, and the paths listed in its `removed.txt` (one a
// line) are deleted. Made once per process, in a scratch folder.
#pragma once
#include <filesystem>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>

#include "cli_util.h"
#include "db_testutil.h"

namespace lintfix {

// The cards folder the fixtures are made in.
inline const std::string& cards_dir() {
  static const std::string dir = (dbtest::scratch_dir("lint_fixtures") / "cards").string();
  return dir;
}

// Makes fixture `game` (once) and returns cards_dir().
inline const std::string& make(const std::string& game) {
  namespace fs = std::filesystem;
  static std::set<std::string> made;
  if (!made.insert(game).second) return cards_dir();
  clitest::Result r = clitest::run("new game --cards " + clitest::quote(cards_dir()) + " " + game);
  if (r.status != 0) throw std::runtime_error("cardinal new game " + game + ": " + r.err);
  fs::path from = fs::path(CARDINAL_TESTS_DIR) / "games" / game, to = fs::path(cards_dir()) / game;
  for (const fs::directory_entry& e : fs::recursive_directory_iterator(from)) {
    fs::path rel = fs::relative(e.path(), from);
    if (e.is_directory()) {
      fs::create_directories(to / rel);
    } else if (rel != "removed.txt") {
      fs::copy_file(e.path(), to / rel, fs::copy_options::overwrite_existing);
    }
  }
  std::ifstream removed(from / "removed.txt");
  for (std::string line; std::getline(removed, line);)
    if (!line.empty() && line[0] != '#' && !fs::remove(to / line))
      throw std::runtime_error(game + "/removed.txt: the scaffold made no " + line);
  return cards_dir();
}

}  // namespace lintfix
