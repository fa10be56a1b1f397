// Shared by the fuzz targets: the games they play (loaded once per
// process) and a way to report a finding.
#pragma once
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "db/database.h"
#include "deck/deck_file.h"
#include "scripting/loader.h"

namespace cardinal::fuzz {

struct Loaded {
  std::shared_ptr<const CardLibrary> lib;
  std::unique_ptr<ScriptHost> host;
  std::vector<std::vector<int64_t>> decks;  // one per seat (up to 4)
};

// The games of the cards folder (discovered, as every tool finds them).
inline const std::vector<std::string>& shipped_games() {
  static const std::vector<std::string> games = db::discover_games(CARDINAL_CARDS_DIR);
  return games;
}

// A shipped game (two seats, its first two decks), or a core test game
// ("mini", "mini-cwl": 2-4 seats of cards 1-8).
inline Loaded load(const std::string& game, bool shipped) {
  Loaded l;
  l.lib = shipped ? CardLibrary::load({CARDINAL_CARDS_DIR, game, "", {}})
                  : CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", game, "", {}});
  l.host = l.lib->new_host();
  std::vector<std::string> decks = shipped ? deck::deck_names(CARDINAL_CARDS_DIR, game) : std::vector<std::string>{};
  for (int p = 0; p < 4; p++) {
    if (shipped) {
      l.decks.push_back(l.lib->deck(decks.at(p % decks.size())));
    } else {
      std::vector<int64_t> d;
      // Cards 1-8 where the game has them (not mini's 9: Glitch fails by design).
      int kinds = 0;
      while (kinds < 8 && l.lib->library().card(kinds + 1)) kinds++;
      for (int i = 0; i < 30; i++) d.push_back(int64_t(1 + (i + p) % kinds));
      l.decks.push_back(d);
    }
  }
  return l;
}

inline Loaded& mini() { static Loaded l = load("mini", false); return l; }
// mini under C-WL's policy, with its pass that says something (CW-6.7).
inline Loaded& mini_cwl() { static Loaded l = load("mini-cwl", false); return l; }
// Shipped game number `pick` (modulo their number), each loaded once.
inline Loaded& shipped(size_t pick) {
  static std::vector<std::unique_ptr<Loaded>> loaded(shipped_games().size());
  size_t i = pick % loaded.size();
  if (!loaded[i]) loaded[i] = std::make_unique<Loaded>(load(shipped_games()[i], true));
  return *loaded[i];
}

// A finding: print it and abort, so libFuzzer saves the input.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "FINDING: %s\n", what.c_str());
  std::abort();
}

}  // namespace cardinal::fuzz
