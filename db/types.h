// Value types shared by the card database and its text source format.
// Plain data only: nothing here talks to SQLite, so the set-file parser and
// writer can be used (and tested) without a database.
#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cardinal::db {

// Every failure in this module. The message is complete and user-facing:
// problems in a set file read "FILE:LINE: message", database problems name
// the database path.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One cell of a card row. The database only stores INTEGER and TEXT columns
// (JSON arrays are TEXT), so two payload kinds plus NULL are enough.
struct Value {
  enum class Kind : uint8_t { Null, Int, Text };
  Kind kind = Kind::Null;
  int64_t i = 0;
  std::string s;

  static Value null() { return {}; }
  static Value integer(int64_t v) { return {Kind::Int, v, {}}; }
  static Value text(std::string v) { return {Kind::Text, 0, std::move(v)}; }
  bool is_null() const { return kind == Kind::Null; }
  bool operator==(const Value& o) const {
    if (kind != o.kind) return false;
    if (kind == Kind::Int) return i == o.i;
    if (kind == Kind::Text) return s == o.s;
    return true;
  }
};

// One column of a game's per-game table, as PRAGMA table_info reports it.
struct Column {
  std::string name;
  bool integer = false;      // INTEGER affinity; otherwise TEXT
  bool not_null = false;
  // The declared default when it is a plain literal; nullopt when there is
  // no default (i.e. NULL) or it is an expression we cannot evaluate here.
  std::optional<Value> default_value;
  bool has_default = false;  // any DEFAULT clause at all, literal or not
  // JSON-array column: declared DEFAULT '[]'. Values are checked to be
  // arrays and written in the canonical compact form.
  bool json_array = false;
};

// The per-game table of one game, discovered from its schema.sql.
struct GameSchema {
  std::string game;                // e.g. "zero-dimension"
  std::string table;               // e.g. "zd_cards"
  std::vector<Column> columns;     // table order, without "id"

  const Column* find(std::string_view name) const;
  std::vector<std::string> column_names() const;
};

// One card: the common columns plus the game's own columns.
struct CardRow {
  int64_t id = 0;
  std::string game, set_code, number, name, card_type;
  std::string text;                      // '' when absent
  std::optional<std::string> flavor;
  // Per-game columns in table order. Rows loaded from a database carry every
  // column (NULLs included); rows converted from a set file carry only the
  // keys the file gives, so that absent columns take their SQL default.
  std::vector<std::pair<std::string, Value>> fields;

  const Value* get(std::string_view col) const;
};

}  // namespace cardinal::db
