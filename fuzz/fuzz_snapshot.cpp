// Snapshot restore: byte 0 picks the library (bit 0: Zero-Dimension) and the
// mode (bit 1: reseal, i.e. recompute the checksums as a forger would, so the
// edited state reaches the engine); the rest are the snapshot bytes. A
// restored game is played on for a few decisions. restore() may refuse
// (RuleError); anything else going wrong is a finding.
//
// CARDINAL_FUZZ_WRITE_SEEDS=DIR writes a seed corpus (snapshots taken along
// a few games) and exits.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>

#include "core/ai.h"
#include "core/serialize.h"
#include "fuzz/common.h"

using namespace cardinal;

namespace {

void write_seeds(const std::string& dir) {
  std::filesystem::create_directories(dir);
  int n = 0;
  for (bool zd : {false, true}) {
    fuzz::Loaded& L = zd ? fuzz::shipped(0) : fuzz::mini();
    GameConfig cfg;
    cfg.seed = {5, 1, 2, 3};
    cfg.decks.assign(L.decks.begin(), L.decks.begin() + 2);
    cfg.log = false;
    Game g(L.lib->library(), cfg);
    g.bind(*L.host);
    g.advance();
    Rng ai;
    ai.seed({9, 9, 9, 9});
    for (int k = 0; k < 60 && !g.over(); k++) {
      if (k % 15 == 3 || (g.state().proc && n < 8)) {
        std::string bytes = snapshot(g);
        std::ofstream(fmt::format("{}/{}-{:02}", dir, zd ? "shipped" : "mini", k), std::ios::binary)
            << char(zd ? 1 : 0) << bytes;
        n++;
      }
      g.answer(choose_random(g, ai));
      g.advance();
    }
  }
  std::fprintf(stderr, "wrote %d seeds to %s\n", n, dir.c_str());
  std::exit(0);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (const char* dir = std::getenv("CARDINAL_FUZZ_WRITE_SEEDS")) write_seeds(dir);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  fuzz::Loaded& L = (data[0] & 1) ? fuzz::shipped(data[0] >> 1) : fuzz::mini();
  const Library& lib = L.lib->library();
  std::string bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] & 2) {
    try {
      bytes = reseal(lib, bytes);
    } catch (const RuleError&) {
      return 0;
    }
  }
  try {
    Game g = restore(lib, bytes);
    g.bind(*L.host);
    uint64_t h = g.hash();
    if (restore(lib, snapshot(g)).hash() != h) fuzz::finding("restore(snapshot(g)) changed the hash");
    g.advance();
    for (int k = 0; k < 20 && !g.over(); k++) {
      const Decision* d = g.decision();
      if (!d || d->options.empty()) fuzz::finding("a running game with no decision pending");
      try {
        g.answer(uint32_t((data[0] >> 2) + k) % uint32_t(d->options.size()));
      } catch (const RuleError&) {
        break;
      }
      g.advance();
    }
  } catch (const RuleError&) {
    // refused: the message starts with "snapshot:"
  }
  return 0;
}
