// Importing a parsed set file. SQLite enforces the constraints (CHECKs from
// the game's schema.sql, uniqueness, NOT NULL); this file's job is to turn
// SQLite's terse failure into "FILE:LINE: card ID (NUMBER): ..." pointing at
// the offending key in the set file.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "db/database.h"

namespace cardinal::db {

namespace {

constexpr std::string_view kCommonCardColumns[] = {"number", "name", "card_type", "text", "flavor"};

std::string show(const CardRecord& rec, std::string_view key) {
  const Field* f = rec.find(key);
  return f ? fmt::format("\"{}\"", f->value) : std::string("absent");
}

// Column names mentioned in an SQLite constraint message, in order of
// appearance. The message after "...failed: " is the constraint's SQL text
// or a RAISE() message; words inside '...' literals are skipped so that e.g.
// the colour 'red' is not mistaken for a column.
std::vector<std::string> mentioned_columns(std::string_view msg, const GameSchema& gs) {
  if (size_t p = msg.find(": "); p != std::string_view::npos) msg = msg.substr(p + 2);
  auto is_column = [&](std::string_view w) {
    if (gs.find(w)) return true;
    for (std::string_view c : kCommonCardColumns)
      if (c == w) return true;
    return false;
  };
  std::vector<std::string> out;
  bool in_literal = false;
  for (size_t i = 0; i < msg.size();) {
    char c = msg[i];
    if (c == '\'') {
      in_literal = !in_literal;
      ++i;
    } else if (!in_literal && (std::isalpha(static_cast<unsigned char>(c)) || c == '_')) {
      size_t j = i;
      while (j < msg.size() && (std::isalnum(static_cast<unsigned char>(msg[j])) || msg[j] == '_')) ++j;
      std::string w(msg.substr(i, j - i));
      if (is_column(w) && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

class Importer {
 public:
  Importer(sql::Connection& conn, const SetSource& src, const GameSchema& gs)
      : conn_(conn), src_(src), gs_(gs),
        insert_card_(conn.prepare(
            "INSERT INTO cards(id, game, set_code, number, name, card_type, text, flavor) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")) {}

  void add_set() {
    try {
      std::string comments;
      for (const std::string& c : src_.header.comments) comments += (comments.empty() ? "" : "\n") + c;
      conn_.prepare("INSERT INTO sets(game, set_code, name, comments) VALUES (?1, ?2, ?3, ?4)")
          .bind(1, std::string_view(src_.header.game))
          .bind(2, std::string_view(src_.header.set_code))
          .bind(3, std::string_view(src_.header.name))
          .bind(4, std::string_view(comments))
          .run();
    } catch (const sql::Failure& f) {
      if ((f.code & 0xff) == SQLITE_CONSTRAINT)
        throw Error(located(src_.path, src_.header.line,
                            fmt::format("set \"{}\" of game {} is already in the database",
                                        src_.header.set_code, src_.header.game)));
      throw Error(located(src_.path, src_.header.line, f.detail));
    }
  }

  void add_card(const CardRecord& rec, const CardRow& row) {
    try {
      insert_card_.reset();
      insert_card_.bind(1, row.id)
          .bind(2, std::string_view(row.game))
          .bind(3, std::string_view(row.set_code))
          .bind(4, std::string_view(row.number))
          .bind(5, std::string_view(row.name))
          .bind(6, std::string_view(row.card_type))
          .bind(7, std::string_view(row.text));
      if (row.flavor) insert_card_.bind(8, std::string_view(*row.flavor));
      insert_card_.run();

      sql::Statement& st = game_insert(row);
      st.reset();
      st.bind(1, row.id);
      for (size_t i = 0; i < row.fields.size(); ++i) st.bind(int(i + 2), row.fields[i].second);
      st.run();
    } catch (const sql::Failure& f) {
      explain(f, rec, row);
    }
  }

 private:
  // Only the columns the record gives are inserted, so the others take their
  // declared DEFAULT. One prepared statement per distinct column list.
  sql::Statement& game_insert(const CardRow& row) {
    std::string cols = "id", params = "?1";
    for (size_t i = 0; i < row.fields.size(); ++i) {
      cols += ", " + sql::quote_ident(row.fields[i].first);
      params += fmt::format(", ?{}", i + 2);
    }
    auto it = game_inserts_.find(cols);
    if (it == game_inserts_.end()) {
      std::string q = fmt::format("INSERT INTO {}({}) VALUES ({})", sql::quote_ident(gs_.table),
                                  cols, params);
      it = game_inserts_.emplace(cols, conn_.prepare(q)).first;
    }
    return it->second;
  }

  [[noreturn]] void explain(const sql::Failure& f, const CardRecord& rec, const CardRow& row) {
    std::string who = fmt::format("card {} ({})", row.id, row.number);
    auto error = [&](const Field* at, const std::string& msg) {
      return Error(located(src_.path, at ? at->line : rec.line, fmt::format("{}: {}", who, msg)));
    };
    const std::string& d = f.detail;
    switch (f.code) {
      case SQLITE_CONSTRAINT_PRIMARYKEY:
      case SQLITE_CONSTRAINT_UNIQUE: {
        bool by_id = d.find("cards.id") != std::string::npos;
        sql::Statement st = conn_.prepare(
            by_id ? "SELECT number, set_code FROM cards WHERE id = ?1"
                  : "SELECT id, set_code FROM cards WHERE game = ?2 AND number = ?3");
        if (by_id) st.bind(1, row.id);
        else st.bind(2, std::string_view(row.game)).bind(3, std::string_view(row.number));
        std::string other = st.step() ? fmt::format("card {} of set {}", st.text(0), st.text(1))
                                      : std::string("another card");
        if (by_id) throw error(rec.find("id"), fmt::format("duplicate id {}: already used by {}", row.id, other));
        if (d.find("cards.game, cards.number") != std::string::npos)
          throw error(rec.find("number"), fmt::format("duplicate number \"{}\": already used by {}",
                                               row.number, other));
        throw error(nullptr, d);
      }
      case SQLITE_CONSTRAINT_NOTNULL: {
        // Every required column the record lacks, not only the one SQLite met first.
        std::string col = d.substr(d.rfind('.') + 1);
        std::vector<std::string> missing;
        for (const Column& c : gs_.columns)
          if (c.not_null && !c.has_default && !rec.find(c.name)) missing.push_back(fmt::format("\"{}\"", c.name));
        if (missing.size() > 1)
          throw error(nullptr, fmt::format("columns {} are required (NOT NULL) but not given", fmt::join(missing, ", ")));
        throw error(rec.find(col), fmt::format("column \"{}\" is required (NOT NULL) but not given", col));
      }
      case SQLITE_CONSTRAINT_CHECK:
      case SQLITE_CONSTRAINT_TRIGGER: {
        std::vector<std::string> cols = mentioned_columns(d, gs_);
        const Field* at = nullptr;
        std::string what;
        for (const std::string& c : cols) {
          if (!at) at = rec.find(c);
          what += fmt::format("{}{} = {}", what.empty() ? "" : ", ", c, show(rec, c));
        }
        if (cols.empty()) throw error(nullptr, fmt::format("rejected by the database: {}", d));
        throw error(at, fmt::format("{} {} rejected: {}", cols.size() == 1 ? "column" : "columns", what, d));
      }
      default:
        throw error(nullptr, d);
    }
  }

  sql::Connection& conn_;
  const SetSource& src_;
  const GameSchema& gs_;
  sql::Statement insert_card_;
  std::map<std::string, sql::Statement> game_inserts_;
};

}  // namespace

void Database::import_set(const SetSource& src) {
  auto it = schemas_.find(src.header.game);
  if (it == schemas_.end())
    throw Error(located(src.path, src.header.line,
                        fmt::format("no schema for game \"{}\" in {}", src.header.game, path())));
  const GameSchema& gs = it->second;
  // Type and column checks first: they need no database and give the
  // clearest messages.
  std::vector<CardRow> rows = to_rows(src, gs);

  sql::Transaction tx(conn_);
  {
    Importer imp(conn_, src, gs);  // statements finalised before COMMIT
    imp.add_set();
    for (size_t i = 0; i < rows.size(); ++i) imp.add_card(src.cards[i], rows[i]);
  }
  tx.commit();
}

}  // namespace cardinal::db
