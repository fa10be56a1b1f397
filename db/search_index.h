// Tables the database build adds for searching cards (the query language):
//
// - card_fts: an FTS5 index over cards.name and cards.text (external content,
//   rowid = cards.id), kept in step with cards by triggers, so a database
//   edited with another SQLite tool stays searchable.
// - card_keywords(id, keyword): the timing keywords each card's script uses.
//   They are derived from the scripts (which need the Lua host, above this
//   module), so the table is created empty here and filled by the tools.
//
// None of these touch `cards` or the game tables, so export is unaffected.
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/database.h"

namespace cardinal::db {

// Creates the search tables when missing and rebuilds the full-text index.
void rebuild_search_index(Database& db);

// Replaces the keywords of every card of `game`.
void write_card_keywords(Database& db, std::string_view game,
                         const std::vector<std::pair<int64_t, std::vector<std::string>>>& keywords);

// What build() does, into a private in-memory database (":memory:"): for
// tools that read the set files directly when no built database is given.
Database build_in_memory(const std::filesystem::path& cards_root, const std::vector<std::string>& games = {},
                         BuildStats* stats = nullptr);

}  // namespace cardinal::db
