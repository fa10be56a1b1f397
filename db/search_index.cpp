#include "db/search_index.h"

namespace cardinal::db {

namespace {

constexpr std::string_view kSearchSchema = R"sql(
CREATE VIRTUAL TABLE IF NOT EXISTS card_fts USING fts5(
  name, text, content = 'cards', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2');
CREATE TRIGGER IF NOT EXISTS card_fts_insert AFTER INSERT ON cards BEGIN
  INSERT INTO card_fts(rowid, name, text) VALUES (new.id, new.name, new.text);
END;
CREATE TRIGGER IF NOT EXISTS card_fts_delete AFTER DELETE ON cards BEGIN
  INSERT INTO card_fts(card_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
END;
CREATE TRIGGER IF NOT EXISTS card_fts_update AFTER UPDATE OF name, text ON cards BEGIN
  INSERT INTO card_fts(card_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
  INSERT INTO card_fts(rowid, name, text) VALUES (new.id, new.name, new.text);
END;
CREATE TABLE IF NOT EXISTS card_keywords(
  keyword TEXT NOT NULL,
  id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
  PRIMARY KEY (keyword, id)
) WITHOUT ROWID, STRICT;
CREATE INDEX IF NOT EXISTS card_keywords_by_card ON card_keywords(id);
CREATE INDEX IF NOT EXISTS cards_by_name ON cards(name COLLATE NOCASE);
INSERT INTO card_fts(card_fts) VALUES ('rebuild');
)sql";

}  // namespace

void rebuild_search_index(Database& db) {
  try {
    db.exec("BEGIN IMMEDIATE");
    db.exec(kSearchSchema);
    db.exec("COMMIT");
  } catch (const sql::Failure& f) {
    sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    throw Error(db.path() + ": cannot build the search index: " + f.detail);
  }
}

void write_card_keywords(Database& db, std::string_view game,
                         const std::vector<std::pair<int64_t, std::vector<std::string>>>& keywords) {
  db.exec("BEGIN IMMEDIATE");
  try {
    sql::Statement del(db.handle(),
                       "DELETE FROM card_keywords WHERE id IN (SELECT id FROM cards WHERE game = ?1)");
    del.bind(1, game).run();
    sql::Statement ins(db.handle(), "INSERT OR IGNORE INTO card_keywords(keyword, id) VALUES (?1, ?2)");
    for (const auto& [id, words] : keywords)
      for (const std::string& w : words) {
        ins.reset();
        ins.bind(1, std::string_view(w)).bind(2, id).run();
      }
  } catch (const sql::Failure& f) {
    sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    throw Error(db.path() + ": cannot write card keywords: " + f.detail);
  }
  db.exec("COMMIT");
}

}  // namespace cardinal::db
