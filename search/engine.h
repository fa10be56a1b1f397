// Running a compiled query: the SELECT around compile()'s FROM/WHERE (the
// fields to show, sort, page), --stats and --explain.
#pragma once
#include <sqlite3.h>

#include <optional>
#include <string>
#include <vector>

#include "db/types.h"
#include "search/ast.h"
#include "search/compiler.h"
#include "search/registry.h"

namespace cardinal::search {

struct Options {
  std::vector<std::string> fields;  // empty: the registry's default_fields
  std::vector<std::string> sort;    // "name", "-cost"; empty: rank (if any), then default_sort
  int64_t limit = -1;               // -1: all
  int64_t offset = 0;
  bool filter_game = true;          // false when the database holds only this game
};

struct Plan {
  Compiled compiled;
  std::vector<const FieldDef*> fields;
  std::string sql;                 // SELECT c.id, <fields> FROM ... WHERE ... ORDER BY ... LIMIT ...
  std::vector<db::Value> params;   // compiled.params + limit, offset
};

struct ResultSet {
  std::vector<const FieldDef*> fields;
  std::vector<int64_t> ids;
  std::vector<std::vector<db::Value>> rows;  // one value per field
};

struct Histogram {
  std::string field;
  std::vector<std::pair<std::string, int64_t>> buckets;  // value ("" for none) -> cards
};
struct Summary {
  std::string field;
  int64_t count = 0;  // cards with a value
  std::optional<int64_t> min, max;
  std::optional<double> mean;
};
struct Stats {
  int64_t cards = 0;
  std::optional<Histogram> curve;
  std::vector<Histogram> histograms;
  std::vector<Summary> numeric;
};

// Throws QueryError (bad query) or OptionError (bad --fields/--sort).
struct OptionError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
Plan plan(const Node& root, const Registry& reg, const Options& opt);
ResultSet run(sqlite3* db, const Plan& p);
Stats stats(sqlite3* db, const Plan& p, const Registry& reg);
// The tree, the SQL with its parameters, and SQLite's EXPLAIN QUERY PLAN.
std::string explain(sqlite3* db, const Node& root, const Plan& p);

}  // namespace cardinal::search
