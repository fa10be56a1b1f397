// Every input kept in fuzz/corpus/<target>/ (the seeds, and the inputs that
// once crashed a target, named regress-*) goes through its fuzz target's
// entry point in the ordinary test run: a fixed fuzz finding stays fixed
// without clang or libFuzzer.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz_targets.h"  // CARDINAL_FUZZ_TARGETS(X): one X(name) per fuzz/fuzz_<name>.cpp

#define CARDINAL_DECLARE(t) extern "C" int fuzz_one_##t(const uint8_t*, size_t);
CARDINAL_FUZZ_TARGETS(CARDINAL_DECLARE)
#undef CARDINAL_DECLARE

namespace {
size_t replay(const char* target, int (*one)(const uint8_t*, size_t)) {
  size_t n = 0;
  std::filesystem::path dir = std::filesystem::path(CARDINAL_SOURCE_DIR) / "fuzz" / "corpus" / target;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(e.path(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    std::string bytes = s.str();
    INFO(e.path().string());
    REQUIRE(one(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()) == 0);
    n++;
  }
  return n;
}
}  // namespace

TEST_CASE("fuzz corpora replay: seeds and past findings", "[hostile][fuzz][slow]") {
  int targets = 0;
#define CARDINAL_REPLAY(t)                  \
  CHECK(replay(#t, fuzz_one_##t) > 0); \
  targets++;
  CARDINAL_FUZZ_TARGETS(CARDINAL_REPLAY)
#undef CARDINAL_REPLAY
  CHECK(targets >= 6);  // answers, snapshot, deck, setsource, folder, query at least
}
