// The SQLite card database: one file holding every game's cards.
//
// Layout: common tables created here (meta, games, sets, cards) plus one
// table per game, created by that game's cards/<game>/schema.sql, named
// <prefix>_cards and keyed by cards.id. The set text files are the source of
// truth; build() turns them into a database and export_text() turns a set
// back into its canonical text, so edits made with SQL can be diffed and
// committed.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "db/setfile.h"
#include "db/sqlite.h"
#include "db/types.h"

namespace cardinal::db {

constexpr int kSchemaVersion = 1;

class Database {
 public:
  enum class Access { ReadOnly, ReadWrite };

  // An existing card database. Throws Error naming the path when the file
  // is missing, is not SQLite, or is not a card database of this version.
  static Database open(const std::string& path, Access access = Access::ReadWrite);
  // A new database with the common tables. The file must not exist yet (or
  // be empty); ":memory:" gives a private in-memory database.
  static Database create(const std::string& path);

  const std::string& path() const { return conn_.path(); }

  // Runs a game's schema.sql, which must create exactly one table whose name
  // ends in "_cards" (with an INTEGER "id" primary key and only INTEGER/TEXT
  // columns). `origin` names the source in error messages.
  const GameSchema& apply_game_schema(std::string_view game, std::string_view sql_text,
                                      std::string_view origin = {});
  const GameSchema& schema(std::string_view game) const;  // throws for unknown games
  std::vector<std::string> games() const;

  // Adds one set and its cards in one transaction: on any error nothing is
  // kept, and the message is "FILE:LINE: ..." pointing into the set file.
  void import_set(const SetSource& src);

  // Rows with every per-game column (NULLs included), sorted by id.
  std::vector<CardRow> load_cards(std::string_view game) const;
  std::vector<CardRow> load_set(std::string_view game, std::string_view set_code) const;
  std::vector<SetHeader> list_sets(std::string_view game) const;

  // The set as records (every non-NULL column given) / as canonical text.
  SetSource export_set(std::string_view game, std::string_view set_code) const;
  std::string export_text(std::string_view game, std::string_view set_code) const;

  // Raw access for tools and tests (ad-hoc queries, edits with SQL).
  void exec(std::string_view sql_script) { conn_.exec(sql_script); }
  sqlite3* handle() const { return conn_.get(); }

 private:
  explicit Database(sql::Connection conn) : conn_(std::move(conn)) {}
  GameSchema read_game_schema(const std::string& game, const std::string& table) const;
  SetHeader read_set_header(std::string_view game, std::string_view set_code) const;
  std::vector<CardRow> query_cards(std::string_view game, const std::string* set_code) const;

  sql::Connection conn_;
  std::map<std::string, GameSchema, std::less<>> schemas_;
};

// The games of a cards folder: its sub-folders that hold a schema.sql, sorted
// by name. A new game is a new folder; nothing lists games by hand.
std::vector<std::string> discover_games(const std::filesystem::path& cards_root);

struct BuildStats {
  int games = 0, sets = 0, cards = 0;
};

// Builds db_path from cards_root/<game>/schema.sql and
// cards_root/<game>/sets/*/cards.txt (sets in path order). `games` empty
// means every directory of cards_root that has a schema.sql. The database is
// written to "<db_path>.tmp" and renamed over db_path only on success, so a
// failed build leaves the previous database untouched.
BuildStats build(const std::filesystem::path& db_path, const std::filesystem::path& cards_root,
                 const std::vector<std::string>& games = {});

}  // namespace cardinal::db
