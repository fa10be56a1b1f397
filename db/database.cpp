// Opening/creating the card database, game schemas, loading and exporting.
// Importing lives in database_import.cpp, build() in build.cpp.
#include "db/database.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <set>

namespace cardinal::db {

namespace {

// Common tables. STRICT so that a mistyped manual edit is refused at once
// instead of surfacing later as an export that cannot be read back.
// sets.comments keeps the set file's header comments so export reproduces
// the file exactly; games maps a game to the table its schema.sql created.
constexpr std::string_view kCommonSchema = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE games(game TEXT PRIMARY KEY, card_table TEXT NOT NULL UNIQUE) STRICT;
CREATE TABLE sets(
  game TEXT NOT NULL,
  set_code TEXT NOT NULL,
  name TEXT NOT NULL,
  comments TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (game, set_code)
) STRICT;
CREATE TABLE cards(
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  set_code TEXT NOT NULL,
  number TEXT NOT NULL,
  name TEXT NOT NULL,
  card_type TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  flavor TEXT,
  UNIQUE (game, number),
  FOREIGN KEY (game, set_code) REFERENCES sets(game, set_code)
) STRICT;
CREATE INDEX cards_by_set ON cards(game, set_code);
)sql";

// Keys a per-game table may not use: they are common columns or set-file
// header keys, and would be ambiguous in a card record.
const std::set<std::string, std::less<>> kReservedColumns = {
    "game", "set", "set_code", "number", "name", "card_type", "text", "flavor"};

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool parse_int(std::string_view s, int64_t& out) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// Interprets PRAGMA table_info's dflt_value (the DEFAULT clause's SQL text).
// Only literals are understood; anything else counts as "has a default we
// cannot compare against", which makes the writer keep the value.
void read_default(const std::optional<std::string>& sql_text, Column& col) {
  if (!sql_text) return;
  std::string_view d = *sql_text;
  while (d.size() >= 2 && d.front() == '(' && d.back() == ')') d = d.substr(1, d.size() - 2);
  if (d == "NULL" || d == "null") return;
  col.has_default = true;
  std::optional<Value> v;
  int64_t n = 0;
  if (parse_int(d, n)) {
    v = Value::integer(n);
  } else if (d.size() >= 2 && d.front() == '\'' && d.back() == '\'') {
    std::string s;
    for (size_t i = 1; i + 1 < d.size(); ++i) {
      s += d[i];
      if (d[i] == '\'') ++i;  // '' inside a literal is one quote
    }
    v = Value::text(std::move(s));
  }
  if (!v) return;
  // Column affinity applies to defaults as to any stored value.
  if (col.integer && v->kind == Value::Kind::Text) {
    if (!parse_int(v->s, n)) return;
    v = Value::integer(n);
  } else if (!col.integer && v->kind == Value::Kind::Int) {
    v = Value::text(std::to_string(v->i));
  }
  col.default_value = v;
  col.json_array = !col.integer && v->s == "[]";
}

// One per-game cell, checked against the declared type so that export never
// writes text that would not parse back.
Value read_cell(const sql::Statement& st, int idx, const Column& col, const CardRow& row,
                const std::string& db_path) {
  int cls = st.storage_class(idx);
  if (cls == SQLITE_NULL) return Value::null();
  if (col.integer && cls == SQLITE_INTEGER) return Value::integer(st.integer(idx));
  if (!col.integer && cls == SQLITE_TEXT) return Value::text(st.text(idx));
  throw Error(fmt::format("{}: card {} ({}): column \"{}\" holds {} value \"{}\" but is declared {}",
                          db_path, row.id, row.number, col.name,
                          cls == SQLITE_INTEGER ? "an integer" : cls == SQLITE_TEXT ? "a text"
                          : cls == SQLITE_FLOAT ? "a real" : "a blob",
                          st.text(idx), col.integer ? "INTEGER" : "TEXT"));
}

// A game's schema.sql is untrusted (it comes with a downloaded game folder),
// so it runs under an authorizer that lets it create tables, indexes and
// triggers in the main database and nothing else: no transaction control
// (it runs inside the build's transaction), no ATTACH, no PRAGMA (some are
// process-wide), no rows of its own. SQLite writes the schema table itself
// while creating, which is authorized as an insert or update of it. The
// first refused action is kept for the message.
struct SchemaGuard {
  std::string refused;
};

int schema_authorizer(void* ctx, int action, const char* a, const char*, const char* db, const char*) {
  auto* g = static_cast<SchemaGuard*>(ctx);
  auto in_main = [&] { return !db || std::string_view(db) == "main"; };
  auto schema_table = [&] {
    return a && (std::string_view(a) == "sqlite_master" || std::string_view(a) == "sqlite_schema");
  };
  switch (action) {
    case SQLITE_CREATE_TABLE:
    case SQLITE_CREATE_INDEX:
    case SQLITE_CREATE_TRIGGER:
      if (in_main()) return SQLITE_OK;
      break;
    case SQLITE_INSERT:
    case SQLITE_UPDATE:
      if (schema_table() && in_main()) return SQLITE_OK;
      break;
    case SQLITE_READ:
    case SQLITE_SELECT:
    case SQLITE_FUNCTION:
    case SQLITE_REINDEX:  // CREATE INDEX asks for it
      return SQLITE_OK;
    default:
      break;
  }
  if (g->refused.empty()) {
    static const std::map<int, const char*> names = {
        {SQLITE_ATTACH, "ATTACH"}, {SQLITE_DETACH, "DETACH"}, {SQLITE_PRAGMA, "PRAGMA"},
        {SQLITE_TRANSACTION, "BEGIN/COMMIT/ROLLBACK"}, {SQLITE_SAVEPOINT, "SAVEPOINT"},
        {SQLITE_INSERT, "INSERT"}, {SQLITE_UPDATE, "UPDATE"}, {SQLITE_DELETE, "DELETE"},
        {SQLITE_CREATE_VIEW, "CREATE VIEW"}, {SQLITE_CREATE_VTABLE, "CREATE VIRTUAL TABLE"},
        {SQLITE_ALTER_TABLE, "ALTER TABLE"}, {SQLITE_ANALYZE, "ANALYZE"}, {SQLITE_REINDEX, "REINDEX"},
        {SQLITE_CREATE_TEMP_TABLE, "CREATE TEMP TABLE"}, {SQLITE_CREATE_TEMP_TRIGGER, "CREATE TEMP TRIGGER"},
        {SQLITE_CREATE_TEMP_INDEX, "CREATE TEMP INDEX"}, {SQLITE_CREATE_TEMP_VIEW, "CREATE TEMP VIEW"},
        {SQLITE_DROP_TABLE, "DROP TABLE"}, {SQLITE_DROP_INDEX, "DROP INDEX"},
        {SQLITE_DROP_TRIGGER, "DROP TRIGGER"}, {SQLITE_DROP_VIEW, "DROP VIEW"}};
    auto it = names.find(action);
    g->refused = it != names.end() ? it->second : fmt::format("SQL action {}", action);
    if (a && (action == SQLITE_INSERT || action == SQLITE_UPDATE || action == SQLITE_DELETE || action == SQLITE_PRAGMA))
      g->refused += fmt::format(" {}", a);
  }
  return SQLITE_DENY;
}

}  // namespace

Database Database::open(const std::string& path, Access access) {
  int flags = access == Access::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE;
  sql::Connection conn(path, flags);
  // sqlite3_open_v2 reads nothing yet; the first query is what discovers a
  // corrupt or foreign file, so do it here and name the path.
  std::string version;
  try {
    sql::Statement st = conn.prepare("SELECT value FROM meta WHERE key = 'schema_version'");
    if (st.step()) version = st.text(0);
  } catch (const sql::Failure& f) {
    if ((f.code & 0xff) == SQLITE_ERROR && f.detail.find("no such table") != std::string::npos)
      throw Error(fmt::format("{}: not a Cardinal card database (it has no meta table)", path));
    throw Error(fmt::format("{}: cannot read card database: {}", path, f.detail));
  }
  if (version != std::to_string(kSchemaVersion))
    throw Error(fmt::format("{}: card database schema version \"{}\", expected {}", path, version,
                            kSchemaVersion));
  Database db(std::move(conn));
  db.conn_.exec("PRAGMA foreign_keys = ON");
  std::vector<std::pair<std::string, std::string>> games;
  sql::Statement st = db.conn_.prepare("SELECT game, card_table FROM games ORDER BY game");
  while (st.step()) games.emplace_back(st.text(0), st.text(1));
  for (auto& [game, table] : games) db.schemas_[game] = db.read_game_schema(game, table);
  return db;
}

Database Database::create(const std::string& path) {
  std::error_code ec;
  if (path != ":memory:" && std::filesystem::exists(path, ec) &&
      std::filesystem::file_size(path, ec) > 0)
    throw Error(fmt::format("{}: already exists; refusing to overwrite it", path));
  sql::Connection conn(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  Database db(std::move(conn));
  db.conn_.exec("PRAGMA foreign_keys = ON");
  sql::Transaction tx(db.conn_);
  db.conn_.exec(kCommonSchema);
  db.conn_.prepare("INSERT INTO meta(key, value) VALUES ('schema_version', ?1)")
      .bind(1, std::string_view(std::to_string(kSchemaVersion)))
      .run();
  tx.commit();
  return db;
}

GameSchema Database::read_game_schema(const std::string& game, const std::string& table) const {
  GameSchema gs;
  gs.game = game;
  gs.table = table;
  sql::Statement st =
      conn_.prepare("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1)");
  st.bind(1, std::string_view(table));
  bool has_id = false;
  while (st.step()) {
    std::string name = st.text(0), type = st.text(1);
    for (char& c : type) c = char(std::toupper(static_cast<unsigned char>(c)));
    bool integer = type.find("INT") != std::string::npos;
    if (name == "id") {
      has_id = integer && st.integer(4) == 1;
      continue;
    }
    if (!integer && type != "TEXT")
      throw Error(fmt::format("{}: column \"{}\" of {} has type \"{}\"; only INTEGER and TEXT are "
                              "supported", path(), name, table, st.text(1)));
    if (kReservedColumns.count(name))
      throw Error(fmt::format("{}: column \"{}\" of {} clashes with a common card key", path(),
                              name, table));
    Column col;
    col.name = name;
    col.integer = integer;
    col.not_null = st.integer(2) != 0;
    read_default(st.is_null(3) ? std::nullopt : std::optional<std::string>(st.text(3)), col);
    gs.columns.push_back(std::move(col));
  }
  if (!has_id)
    throw Error(fmt::format("{}: table {} of game {} needs \"id INTEGER PRIMARY KEY\"", path(),
                            table, game));
  return gs;
}

const GameSchema& Database::apply_game_schema(std::string_view game, std::string_view sql_text,
                                              std::string_view origin) {
  std::string where = origin.empty() ? fmt::format("schema of game {}", game) : std::string(origin);
  if (game.empty()) throw Error(fmt::format("{}: empty game name", where));
  if (schemas_.count(game)) throw Error(fmt::format("{}: game {} already has a schema", where, game));

  auto tables = [this] {
    std::set<std::string> names;
    sql::Statement st = conn_.prepare("SELECT name FROM sqlite_master WHERE type = 'table'");
    while (st.step()) names.insert(st.text(0));
    return names;
  };
  sql::Transaction tx(conn_);
  std::set<std::string> before = tables();
  SchemaGuard guard;
  sqlite3_set_authorizer(conn_.get(), schema_authorizer, &guard);
  try {
    conn_.exec(sql_text);
  } catch (const sql::Failure& f) {
    sqlite3_set_authorizer(conn_.get(), nullptr, nullptr);
    if (!guard.refused.empty())
      throw Error(fmt::format("{}: {} is not allowed in a game schema (only CREATE TABLE, INDEX and TRIGGER)",
                              where, guard.refused));
    throw Error(fmt::format("{}: {}", where, f.detail));
  }
  sqlite3_set_authorizer(conn_.get(), nullptr, nullptr);
  std::vector<std::string> created;
  for (const std::string& t : tables())
    if (!before.count(t) && ends_with(t, "_cards")) created.push_back(t);
  if (created.size() != 1)
    throw Error(fmt::format("{}: must create exactly one table named <prefix>_cards, created {}",
                            where, created.size()));
  GameSchema gs = read_game_schema(std::string(game), created.front());
  conn_.prepare("INSERT INTO games(game, card_table) VALUES (?1, ?2)")
      .bind(1, game)
      .bind(2, std::string_view(gs.table))
      .run();
  tx.commit();
  return schemas_[std::string(game)] = std::move(gs);
}

const GameSchema& Database::schema(std::string_view game) const {
  auto it = schemas_.find(game);
  if (it == schemas_.end())
    throw Error(fmt::format("{}: no schema for game \"{}\"", path(), game));
  return it->second;
}

std::vector<std::string> Database::games() const {
  std::vector<std::string> out;
  for (const auto& [g, s] : schemas_) out.push_back(g);
  return out;
}

std::vector<CardRow> Database::query_cards(std::string_view game,
                                           const std::string* set_code) const {
  const GameSchema& gs = schema(game);
  // Identifiers come from the schema (quoted); values are parameters.
  std::string cols;
  for (const Column& c : gs.columns) cols += ", t." + sql::quote_ident(c.name);
  std::string q = fmt::format(
      "SELECT c.id, c.game, c.set_code, c.number, c.name, c.card_type, c.text, c.flavor{} "
      "FROM cards c LEFT JOIN {} t ON t.id = c.id WHERE c.game = ?1{} ORDER BY c.id",
      cols, sql::quote_ident(gs.table), set_code ? " AND c.set_code = ?2" : "");
  sql::Statement st = conn_.prepare(q);
  st.bind(1, game);
  if (set_code) st.bind(2, std::string_view(*set_code));
  std::vector<CardRow> rows;
  while (st.step()) {
    CardRow r;
    r.id = st.integer(0);
    r.game = st.text(1);
    r.set_code = st.text(2);
    r.number = st.text(3);
    r.name = st.text(4);
    r.card_type = st.text(5);
    r.text = st.text(6);
    if (!st.is_null(7)) r.flavor = st.text(7);
    for (size_t i = 0; i < gs.columns.size(); ++i)
      r.fields.emplace_back(gs.columns[i].name, read_cell(st, int(8 + i), gs.columns[i], r, path()));
    rows.push_back(std::move(r));
  }
  return rows;
}

std::vector<CardRow> Database::load_cards(std::string_view game) const {
  return query_cards(game, nullptr);
}

std::vector<CardRow> Database::load_set(std::string_view game, std::string_view set_code) const {
  std::string code(set_code);
  return query_cards(game, &code);
}

namespace {
SetHeader header_from(sql::Statement& st, std::string_view game) {
  SetHeader h;
  h.game = game;
  h.set_code = st.text(0);
  h.name = st.text(1);
  std::string comments = st.text(2);
  for (size_t pos = 0; !comments.empty();) {
    size_t nl = comments.find('\n', pos);
    h.comments.push_back(comments.substr(pos, nl == std::string::npos ? nl : nl - pos));
    if (nl == std::string::npos) break;
    pos = nl + 1;
  }
  return h;
}
}  // namespace

std::vector<SetHeader> Database::list_sets(std::string_view game) const {
  sql::Statement st = conn_.prepare(
      "SELECT set_code, name, comments FROM sets WHERE game = ?1 ORDER BY set_code");
  st.bind(1, game);
  std::vector<SetHeader> out;
  while (st.step()) out.push_back(header_from(st, game));
  return out;
}

SetHeader Database::read_set_header(std::string_view game, std::string_view set_code) const {
  sql::Statement st = conn_.prepare(
      "SELECT set_code, name, comments FROM sets WHERE game = ?1 AND set_code = ?2");
  st.bind(1, game).bind(2, set_code);
  if (!st.step())
    throw Error(fmt::format("{}: no set \"{}\" for game \"{}\"", path(), set_code, game));
  return header_from(st, game);
}

SetSource Database::export_set(std::string_view game, std::string_view set_code) const {
  SetSource src;
  src.path = path();
  src.header = read_set_header(game, set_code);
  const GameSchema& gs = schema(game);
  for (const CardRow& row : load_set(game, set_code)) src.cards.push_back(to_record(row, gs));
  return src;
}

std::string Database::export_text(std::string_view game, std::string_view set_code) const {
  SetHeader header = read_set_header(game, set_code);
  return write_set(header, load_set(game, set_code), schema(game));
}

}  // namespace cardinal::db
