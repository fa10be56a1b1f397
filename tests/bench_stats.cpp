// The arithmetic of `cardinal bench` (tools/bench_stats.h): what turns runs
// into the figures printed. Nothing here is timed.
#include <catch2/catch.hpp>

#include "tools/bench_stats.h"

using namespace cardinal::bench;

TEST_CASE("bench: the median of an odd and an even number of runs, in any order", "[bench]") {
  CHECK(median_of({5, 1, 3}) == 3);
  CHECK(median_of({4, 1, 3, 2}) == 2.5);
  CHECK(median_of({7}) == 7);
  CHECK(median_of({}) == 0);
}

TEST_CASE("bench: a spread holds the median, the range and the number of runs", "[bench]") {
  Spread s = spread_of({12, 10, 30, 11, 9});
  CHECK(s.median == 11);
  CHECK(s.min == 9);
  CHECK(s.max == 30);  // one disturbed run widens the range, not the median
  CHECK(s.runs == 5);
  CHECK(spread_of({}).runs == 0);
}

TEST_CASE("bench: no time measured is no rate", "[bench]") {
  CHECK(rate(100, 2) == 50);
  CHECK(rate(100, 0) == 0);
}

TEST_CASE("bench: thread scaling never exceeds the threads or the cores", "[bench]") {
  Scaling s = thread_scaling(1000, 1800, 2, 2);
  CHECK(s.speedup == Approx(1.8));
  CHECK_FALSE(s.capped);
  // The 2.39x once reported on 2 cores: the one-thread run was slowed.
  s = thread_scaling(1000, 2390, 2, 2);
  CHECK(s.speedup == 2);
  CHECK(s.raw == Approx(2.39));
  CHECK(s.capped);
  // More threads than cores: the cores bound it.
  s = thread_scaling(1000, 3000, 4, 2);
  CHECK(s.speedup == 2);
  CHECK(s.capped);
  // Nothing measured on one thread: no scaling, not infinity.
  CHECK(thread_scaling(0, 3000, 2, 2).speedup == 0);
  // Threads slower than one thread is shown as it is.
  CHECK(thread_scaling(1000, 700, 2, 2).speedup == Approx(0.7));
}

TEST_CASE("bench: growth per item is the difference over the items kept", "[bench]") {
  CHECK(growth_per_item(1000, 9192, 2) == 4096);
  CHECK(growth_per_item(1000, 1000, 5) == 0);
  CHECK(growth_per_item(1000, 500, 5) == -100);  // shown, not hidden: something else freed memory
  CHECK(growth_per_item(1000, 2000, 0) == 0);
}

TEST_CASE("bench: a machine is busy from half a core of other work", "[bench]") {
  CHECK_FALSE(machine_busy(0.2));
  CHECK(machine_busy(0.5));
  CHECK(machine_busy(4.1));
}

TEST_CASE("bench: the signature depends on every game, their order and their length", "[bench]") {
  std::vector<GameEnd> games = {{0x1111, 100}, {0x2222, 200}, {0x3333, 300}};
  uint64_t sig = signature_of(games);
  CHECK(signature_of(games) == sig);
  CHECK(total_decisions(games) == 600);
  auto changed = games;
  changed[1].state_hash ^= 1;
  CHECK(signature_of(changed) != sig);
  changed = games;
  changed[2].decisions += 1;
  CHECK(signature_of(changed) != sig);
  changed = games;
  std::swap(changed[0], changed[1]);
  CHECK(signature_of(changed) != sig);
  // Pinned: the signatures quoted in BENCHMARKS.md and in commits are only
  // comparable while this function stays the same.
  CHECK(mix64(0) == 0xE220A8397B1DCDAFull);
  CHECK(signature_of({}) == mix64(mix64(0)));
}
