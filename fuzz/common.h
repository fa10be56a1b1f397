// Shared by the fuzz targets: the two games they play (loaded once per
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

inline Loaded load(bool zd) {
  Loaded l;
  l.lib = zd ? CardLibrary::load({CARDINAL_CARDS_DIR, "zero-dimension", "", {}})
             : CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", "mini", "", {}});
  l.host = l.lib->new_host();
  for (int p = 0; p < 4; p++) {
    if (zd) {
      l.decks.push_back(l.lib->deck(p % 2 ? "starter-b" : "starter-a"));
    } else {
      std::vector<int64_t> d;
      for (int i = 0; i < 30; i++) d.push_back(int64_t(1 + (i + p) % 8));  // not 9: Glitch fails by design
      l.decks.push_back(d);
    }
  }
  return l;
}

inline Loaded& mini() { static Loaded l = load(false); return l; }
inline Loaded& zero_dimension() { static Loaded l = load(true); return l; }

// A finding: print it and abort, so libFuzzer saves the input.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "FINDING: %s\n", what.c_str());
  std::abort();
}

}  // namespace cardinal::fuzz
