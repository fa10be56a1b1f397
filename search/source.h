// Where a query reads cards from: a built database (--db), or the set files
// built into memory. Either way the database has the search tables, the
// registry's indexes and the script keywords.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "db/database.h"
#include "query/registry.h"

namespace cardinal::query {

struct Source {
  db::Database db;
  Registry registry;
  bool single_game = false;  // the database holds only this game (Options::filter_game)
};

// db_path empty: build cards_dir/<game> in memory. Registers the SQL
// functions. Problems deriving keywords (a script that does not load) are
// reported on `warnings` and leave kw: empty rather than failing the query.
Source open_source(const std::filesystem::path& cards_dir, const std::string& game, const std::string& db_path,
                   std::vector<std::string>* warnings = nullptr);

// After a build: every game's registry indexes, value counts and script keywords.
void prepare_database(db::Database& db, const std::filesystem::path& cards_dir,
                      std::vector<std::string>* warnings = nullptr, bool keywords = true);
// Registry::value_counts from a prepared database (none if it has no counts).
void load_value_counts(db::Database& db, Registry& reg);

}  // namespace cardinal::query
