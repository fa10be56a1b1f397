#include "search/source.h"

#include <fmt/format.h>

#include "db/search_index.h"
#include "db/sqlite.h"
#include "search/sql_functions.h"

namespace cardinal::search {

namespace fs = std::filesystem;

namespace {

void add_indexes(db::Database& db, const Registry& reg) {
  // Each indexed column of the game's table leads an index that also holds
  // the other indexed columns: a query whose game-table terms are all on
  // indexed columns then never reads the wide rows (about 4x fewer pages
  // on a 100,000-card pool). Columns of `cards` get a plain index.
  auto spec = [](const FieldDef& f) {
    bool nocase = f.kind == FieldDef::Text || f.kind == FieldDef::Enum;  // compared without case
    return db::sql::quote_ident(f.column) + (nocase ? " COLLATE NOCASE" : "");
  };
  for (const FieldDef& f : reg.fields) {
    if (!f.index || f.column.empty()) continue;
    std::string cols = spec(f);
    if (f.game_column)
      for (const FieldDef& g : reg.fields)
        if (g.index && g.game_column && g.column != f.column) cols += ", " + spec(g);
    std::string table = f.game_column ? reg.table : "cards";
    db.exec(fmt::format("CREATE INDEX IF NOT EXISTS {} ON {}({})", db::sql::quote_ident("q_" + table + "_" + f.column),
                        db::sql::quote_ident(table), cols));
  }
}

// Per-value card counts of the indexed fields (see Registry::value_counts).
void add_value_counts(db::Database& db, const Registry& reg) {
  db.exec("CREATE TABLE IF NOT EXISTS query_value_counts(game TEXT NOT NULL, field TEXT NOT NULL, "
          "value TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (game, field, value)) WITHOUT ROWID");
  db::sql::Statement del(db.handle(), "DELETE FROM query_value_counts WHERE game = ?1");
  del.bind(1, std::string_view(reg.game)).run();
  for (const FieldDef& f : reg.fields) {
    if (!f.index || f.column.empty()) continue;
    std::string from = f.game_column ? fmt::format("{} t", db::sql::quote_ident(reg.table)) : "cards c";
    std::string where = f.game_column ? "" : "c.game = ?1 AND ";
    db::sql::Statement st(db.handle(), fmt::format(
        "INSERT INTO query_value_counts SELECT ?1, ?2, lower(CAST({0} AS TEXT)), count(*) FROM {1} "
        "WHERE {2}{0} IS NOT NULL GROUP BY 3", f.sql, from, where));
    st.bind(1, std::string_view(reg.game)).bind(2, std::string_view(f.name)).run();
  }
}

void add_keywords(db::Database& db, const fs::path& cards_dir, const std::string& game, const Registry& reg,
                  std::vector<std::string>* warnings, const KeywordReader& keywords) {
  try {
    // The library loads from this very database when it is a file, so the
    // rows scripts are checked against are the ones being queried.
    std::string path = db.path() == ":memory:" ? "" : db.path();
    db::write_card_keywords(db, game, keywords(cards_dir.string(), game, path, reg.keyword_kinds));
  } catch (const std::exception& e) {
    if (warnings) warnings->push_back(fmt::format("kw: unavailable for {}: {}", game, e.what()));
  }
}

}  // namespace

void load_value_counts(db::Database& db, Registry& reg) {
  try {
    db::sql::Statement st(db.handle(), "SELECT field, value, n FROM query_value_counts WHERE game = ?1");
    st.bind(1, std::string_view(reg.game));
    while (st.step()) reg.value_counts[st.text(0)][st.text(1)] = st.integer(2);
  } catch (const db::sql::Failure&) {
    // A database built before the table existed: no hints, plain SQLite planning.
  }
}

void prepare_database(db::Database& db, const fs::path& cards_dir, std::vector<std::string>* warnings,
                      const KeywordReader& keywords) {
  for (const std::string& game : db.games()) {
    Registry reg = Registry::load(cards_dir / game, db.schema(game));
    add_indexes(db, reg);
    add_value_counts(db, reg);
    if (keywords && fs::is_directory(cards_dir / game / "rules"))
      add_keywords(db, cards_dir, game, reg, warnings, keywords);
  }
  db.exec("ANALYZE");
}

Source open_source(const fs::path& cards_dir, const std::string& game, const std::string& db_path,
                   std::vector<std::string>* warnings, const KeywordReader& keywords) {
  if (db_path.empty()) {
    db::Database db = db::build_in_memory(cards_dir, {game});
    prepare_database(db, cards_dir, warnings, keywords);
    Registry reg = Registry::load(cards_dir / game, db.schema(game));
    load_value_counts(db, reg);
    register_functions(db.handle());
    bool single = db.games().size() == 1;
    return {std::move(db), std::move(reg), single};
  }
  db::Database db = db::Database::open(db_path, db::Database::Access::ReadOnly);
  Registry reg = Registry::load(cards_dir / game, db.schema(game));
  load_value_counts(db, reg);
  register_functions(db.handle());
  // Read-only searches: map the file and keep more of it cached.
  db.exec("PRAGMA mmap_size = 268435456; PRAGMA cache_size = -65536");
  bool single = db.games().size() == 1;
  return {std::move(db), std::move(reg), single};
}

}  // namespace cardinal::search
