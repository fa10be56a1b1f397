// Thin RAII wrappers over the SQLite C API, internal to the db module.
// They exist so that every handle is released on every path (including
// exceptions thrown mid-import) and so that values only ever reach SQL
// through bound parameters.
#pragma once
#include <sqlite3.h>

#include <chrono>
#include <string>
#include <string_view>

#include "db/types.h"

namespace cardinal::db::sql {

// A failed SQLite call. `code` is the extended result code, so callers can
// tell a CHECK failure from a UNIQUE failure; `detail` is sqlite3_errmsg.
struct Failure : Error {
  Failure(std::string message, int code, std::string detail)
      : Error(std::move(message)), code(code), detail(std::move(detail)) {}
  int code;
  std::string detail;
};

// How long one step of a statement (or one exec) may run before SQLite is
// interrupted and the call fails naming the limit; 10 s unless set. For all
// connections of the process.
void set_time_limit(std::chrono::milliseconds limit);
std::chrono::milliseconds time_limit();

class Statement {
 public:
  Statement() = default;
  Statement(sqlite3* db, std::string_view sql);
  Statement(Statement&& o) noexcept : db_(o.db_), stmt_(o.stmt_) { o.stmt_ = nullptr; }
  Statement& operator=(Statement&& o) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement() { sqlite3_finalize(stmt_); }

  // Parameters are 1-based, as in SQLite.
  Statement& bind(int idx, const Value& v);
  Statement& bind(int idx, std::string_view text);
  Statement& bind(int idx, int64_t v);
  Statement& bind_null(int idx);

  // true while a row is available; false once done. Throws Failure.
  bool step();
  void run() { while (step()) {} }  // for statements that return no rows
  void reset();

  int columns() const { return sqlite3_column_count(stmt_); }
  bool is_null(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }
  std::string text(int col) const;  // any cell, rendered as text by SQLite
  // SQLITE_INTEGER/FLOAT/TEXT/BLOB/NULL: how the cell is actually stored,
  // for callers that must check it against the declared column type.
  int storage_class(int col) const { return sqlite3_column_type(stmt_, col); }

 private:
  [[noreturn]] void fail(int rc) const;
  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
};

class Connection {
 public:
  Connection() = default;
  // flags: SQLITE_OPEN_* ; path is kept for error messages.
  Connection(const std::string& path, int flags);
  Connection(Connection&& o) noexcept : db_(o.db_), path_(std::move(o.path_)) { o.db_ = nullptr; }
  Connection& operator=(Connection&& o) noexcept;
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection() { sqlite3_close_v2(db_); }

  sqlite3* get() const { return db_; }
  const std::string& path() const { return path_; }
  // Runs a script of statements with no parameters (schema text only).
  void exec(std::string_view script);
  Statement prepare(std::string_view sql) const { return Statement(db_, sql); }

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

// Rolls back unless commit() was called: an exception anywhere in between
// leaves the database as it was.
class Transaction {
 public:
  explicit Transaction(Connection& c) : c_(&c) { c_->exec("BEGIN IMMEDIATE"); }
  ~Transaction();
  void commit() { c_->exec("COMMIT"); done_ = true; }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

 private:
  Connection* c_;
  bool done_ = false;
};

// Double-quoted SQL identifier, for table and column names taken from a
// schema (values never go through this: they are bound parameters).
std::string quote_ident(std::string_view name);

}  // namespace cardinal::db::sql
