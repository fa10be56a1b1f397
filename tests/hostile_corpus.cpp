// Every input kept in fuzz/corpus/<target>/ (the seeds, and the inputs that
// once crashed a target, named regress-*) goes through its fuzz target's
// entry point in the ordinary test run: a fixed fuzz finding stays fixed
// without clang or libFuzzer.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

extern "C" int fuzz_one_answers(const uint8_t*, size_t);
extern "C" int fuzz_one_snapshot(const uint8_t*, size_t);
extern "C" int fuzz_one_deck(const uint8_t*, size_t);
extern "C" int fuzz_one_setsource(const uint8_t*, size_t);
extern "C" int fuzz_one_folder(const uint8_t*, size_t);
extern "C" int fuzz_one_query(const uint8_t*, size_t);

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

TEST_CASE("fuzz corpora replay: seeds and past findings", "[hostile][fuzz]") {
  CHECK(replay("answers", fuzz_one_answers) > 0);
  CHECK(replay("snapshot", fuzz_one_snapshot) > 0);
  CHECK(replay("deck", fuzz_one_deck) > 0);
  CHECK(replay("setsource", fuzz_one_setsource) > 0);
  CHECK(replay("folder", fuzz_one_folder) > 0);
  CHECK(replay("query", fuzz_one_query) > 0);
}
