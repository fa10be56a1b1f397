#include "query/source.h"

#include <fmt/format.h>

#include "db/search_index.h"
#include "db/sqlite.h"
#include "query/keywords.h"
#include "query/sql_functions.h"
#include "scripting/loader.h"

namespace cardinal::query {

namespace fs = std::filesystem;

namespace {

void add_indexes(db::Database& db, const Registry& reg) {
  for (const FieldDef& f : reg.fields) {
    if (!f.index || f.column.empty()) continue;
    std::string table = f.game_column ? reg.table : "cards";
    // Text and enum terms compare without case, so their index must too.
    bool nocase = f.kind == FieldDef::Text || f.kind == FieldDef::Enum;
    db.exec(fmt::format("CREATE INDEX IF NOT EXISTS {} ON {}({}{})",
                        db::sql::quote_ident("q_" + table + "_" + f.column), db::sql::quote_ident(table),
                        db::sql::quote_ident(f.column), nocase ? " COLLATE NOCASE" : ""));
  }
}

void add_keywords(db::Database& db, const fs::path& cards_dir, const std::string& game, const Registry& reg,
                  std::vector<std::string>* warnings) {
  try {
    // The library loads from this very database when it is a file, so the
    // rows scripts are checked against are the ones being queried.
    std::string path = db.path() == ":memory:" ? "" : db.path();
    auto lib = CardLibrary::load({cards_dir.string(), game, path, {}});
    db::write_card_keywords(db, game, script_keywords(lib->library(), reg.keyword_kinds));
  } catch (const std::exception& e) {
    if (warnings) warnings->push_back(fmt::format("kw: unavailable for {}: {}", game, e.what()));
  }
}

}  // namespace

void prepare_database(db::Database& db, const fs::path& cards_dir, std::vector<std::string>* warnings,
                      bool keywords) {
  for (const std::string& game : db.games()) {
    Registry reg = Registry::load(cards_dir / game, db.schema(game));
    add_indexes(db, reg);
    if (keywords && fs::is_directory(cards_dir / game / "rules")) add_keywords(db, cards_dir, game, reg, warnings);
  }
  db.exec("ANALYZE");
}

Source open_source(const fs::path& cards_dir, const std::string& game, const std::string& db_path,
                   std::vector<std::string>* warnings) {
  if (db_path.empty()) {
    db::Database db = db::build_in_memory(cards_dir, {game});
    prepare_database(db, cards_dir, warnings);
    Registry reg = Registry::load(cards_dir / game, db.schema(game));
    register_functions(db.handle());
    bool single = db.games().size() == 1;
    return {std::move(db), std::move(reg), single};
  }
  db::Database db = db::Database::open(db_path, db::Database::Access::ReadOnly);
  Registry reg = Registry::load(cards_dir / game, db.schema(game));
  register_functions(db.handle());
  // Read-only searches: map the file and keep more of it cached.
  db.exec("PRAGMA mmap_size = 268435456; PRAGMA cache_size = -65536");
  bool single = db.games().size() == 1;
  return {std::move(db), std::move(reg), single};
}

}  // namespace cardinal::query
