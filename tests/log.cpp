// The game log's chunks are shared between copies of a state (core/state.h,
// Log): a copy and its original then grow apart without touching each other.
#include <catch2/catch.hpp>

#include <string>

#include "core/state.h"

using namespace cardinal;

TEST_CASE("log copies share their lines and grow apart", "[log]") {
  Log a;
  for (size_t i = 0; i < Log::kChunk + 10; i++) a.push_back({0xFF, "line " + std::to_string(i)});
  Log b = a;  // shares both chunks
  a.push_back({1, "only in a"});
  b.push_back({2, "only in b"});
  REQUIRE(a.size() == Log::kChunk + 11);
  REQUIRE(b.size() == Log::kChunk + 11);
  CHECK(a.back().text == "only in a");
  CHECK(b.back().text == "only in b");
  CHECK(a[Log::kChunk + 9].text == b[Log::kChunk + 9].text);
  CHECK(&a[0] == &b[0]);  // a full chunk stays shared
  size_t n = 0;
  for (const LogEntry& e : b) n += e.text.empty() ? 0 : 1;
  CHECK(n == b.size());
  Log c = b;
  c.clear();
  CHECK(c.empty());
  CHECK(b.size() == Log::kChunk + 11);
}
