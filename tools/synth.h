// A synthetic card pool for benchmarks: N Zero-Dimension-shaped cards,
// deterministic from a seed (same seed, same bytes on every machine: the
// generator is a fixed xorshift, not <random>'s distributions, whose output
// differs between standard libraries).
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>

#include "db/database.h"

namespace cardinal {

struct SynthOptions {
  int64_t cards = 100000;
  uint64_t seed = 1;
  int64_t first_id = 1000000;  // ids and numbers start here (clear of real sets)
  int64_t per_set = 1000;      // cards per synthetic set
};

// Adds the pool to a database that already has the game's schema applied
// (db.schema(game) must be Zero-Dimension's columns), then the search index
// and script-keyword rows (random keywords, as the pool has no scripts).
void synthesize(db::Database& db, const std::string& game, const SynthOptions& opt);

}  // namespace cardinal
