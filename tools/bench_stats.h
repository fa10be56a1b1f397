// The arithmetic of `cardinal bench`: medians and spreads of repeated runs,
// thread scaling bounded by the cores, per-item growth and the bench
// signature's hash. Pure functions, so tests/bench_stats.cpp can pin each
// one down without timing anything.
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

namespace cardinal::bench {

// Several runs of one figure: a single run on a shared machine says little,
// the median and the range of a few say how far to trust it.
struct Spread {
  double median = 0, min = 0, max = 0;
  int runs = 0;
};

inline double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline Spread spread_of(const std::vector<double>& v) {
  Spread s;
  if (v.empty()) return s;
  s.median = median_of(v);
  auto [lo, hi] = std::minmax_element(v.begin(), v.end());
  s.min = *lo;
  s.max = *hi;
  s.runs = int(v.size());
  return s;
}

// Work per second. No time measured means no rate, not an infinite one.
inline double rate(double work, double seconds) { return seconds > 0 ? work / seconds : 0; }

// Speed-up of `threads` threads over one: the measured ratio can exceed the
// thread count only when the one-thread runs were slowed by something else on
// the machine, so the figure shown is capped there (and at the cores the
// threads can run on), with the raw ratio kept to show that it happened.
struct Scaling {
  double speedup = 0;  // min(raw, threads, cores)
  double raw = 0;      // rate on `threads` threads / rate on one
  int threads = 1, cores = 1;
  bool capped = false;  // raw was above what the threads and cores allow
};

inline Scaling thread_scaling(double rate_one, double rate_many, int threads, int cores) {
  Scaling s;
  s.threads = std::max(1, threads);
  s.cores = std::max(1, cores);
  s.raw = rate_one > 0 ? rate_many / rate_one : 0;
  double bound = double(std::min(s.threads, s.cores));
  s.capped = s.raw > bound;
  s.speedup = std::min(s.raw, bound);
  return s;
}

// Bytes per item from a counter read before and after `items` of them were
// made and kept: negative only if something else freed memory in between,
// which the caller reports rather than hides.
inline double growth_per_item(double before, double after, int items) {
  return items > 0 ? (after - before) / items : 0;
}

// A figure taken while other work ran on the machine is slowed by it: the
// one-minute load average (other processes' runnable threads) at the start
// of a run, against half a core.
inline bool machine_busy(double load_1min) { return load_1min >= 0.5; }

// splitmix64's finaliser: every input bit moves every output bit, so two
// signatures differ whenever any game's final state or length does.
inline uint64_t mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// One game of the signature: its final state hash and its decisions.
struct GameEnd {
  uint64_t state_hash = 0;
  uint64_t decisions = 0;
};

// The bench signature of a run of games, in game order (so it does not
// depend on which thread played which game): each final state hash folded
// in turn, then the total of decisions.
inline uint64_t signature_of(const std::vector<GameEnd>& games) {
  uint64_t h = 0, decisions = 0;
  for (const GameEnd& g : games) {
    h = mix64(h ^ g.state_hash);
    decisions += g.decisions;
  }
  return mix64(h ^ mix64(decisions));
}

inline uint64_t total_decisions(const std::vector<GameEnd>& games) {
  uint64_t n = 0;
  for (const GameEnd& g : games) n += g.decisions;
  return n;
}

}  // namespace cardinal::bench
