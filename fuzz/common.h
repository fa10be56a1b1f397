// Shared by the fuzz targets: the games they play (loaded once per
// process) and a way to report a finding.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "scripting/loader.h"

namespace cardinal::fuzz {

struct Loaded {
  std::shared_ptr<const CardLibrary> lib;
  std::unique_ptr<ScriptHost> host;
  std::vector<std::vector<int64_t>> decks;  // one per seat (up to 4)
};

// "zero-dimension", or a core test game ("mini", "mini-cwl").
inline Loaded load(const std::string& game) {
  Loaded l;
  bool zd = game == "zero-dimension";
  l.lib = zd ? CardLibrary::load({CARDINAL_CARDS_DIR, game, "", {}})
             : CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", game, "", {}});
  l.host = l.lib->new_host();
  for (int p = 0; p < 4; p++) {
    if (zd) {
      l.decks.push_back(l.lib->deck(p % 2 ? "starter-b" : "starter-a"));
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

inline Loaded& mini() { static Loaded l = load("mini"); return l; }
// mini under C-WL's policy, with its pass that says something (CW-6.7).
inline Loaded& mini_cwl() { static Loaded l = load("mini-cwl"); return l; }
inline Loaded& zero_dimension() { static Loaded l = load("zero-dimension"); return l; }

// A finding: print it and abort, so libFuzzer saves the input.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "FINDING: %s\n", what.c_str());
  std::abort();
}

}  // namespace cardinal::fuzz
