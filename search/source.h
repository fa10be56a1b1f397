// Where a query reads cards from: a built database (--db), or the set files
// built into memory. Either way the database has the search tables, the
// registry's indexes and the script keywords.
#pragma once
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "db/database.h"
#include "search/registry.h"

namespace cardinal::search {

struct Source {
  db::Database db;
  Registry registry;
  bool single_game = false;  // the database holds only this game (Options::filter_game)
};

// The keywords of a game's card scripts, by card id (kw:): (cards_dir, game,
// the database's path or "" in memory, the registry's keyword kinds); throws
// when they cannot be read. search/ reads no scripts itself: the caller passes
// scripting's load_script_keywords (scripting/keywords.h), or nothing for no kw:.
using KeywordReader = std::function<std::vector<std::pair<int64_t, std::vector<std::string>>>(
    const std::string& cards_dir, const std::string& game, const std::string& db_path,
    const std::vector<std::string>& kinds)>;

// db_path empty: build cards_dir/<game> in memory. Registers the SQL
// functions. Problems deriving keywords (a script that does not load) are
// reported on `warnings` and leave kw: empty rather than failing the query.
Source open_source(const std::filesystem::path& cards_dir, const std::string& game, const std::string& db_path,
                   std::vector<std::string>* warnings = nullptr, const KeywordReader& keywords = {});

// After a build: every game's registry indexes, value counts and (with a
// keyword reader) script keywords.
void prepare_database(db::Database& db, const std::filesystem::path& cards_dir,
                      std::vector<std::string>* warnings = nullptr, const KeywordReader& keywords = {});
void load_value_counts(db::Database& db, Registry& reg);

}  // namespace cardinal::search
