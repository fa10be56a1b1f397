#include "db/sqlite.h"

#include <fmt/format.h>

#include <atomic>
#include <chrono>

namespace cardinal::db::sql {

namespace {

using Clock = std::chrono::steady_clock;

// Every card database is untrusted: its `cards` may be a view over a query
// that never ends. Each call into SQLite that runs statements gets a time
// limit; the progress handler (called every kProgressOps VM steps, on the
// calling thread) interrupts it past the deadline.
std::atomic<int64_t> g_limit_ms{10'000};
thread_local Clock::time_point g_deadline = Clock::time_point::max();
constexpr int kProgressOps = 10'000;

int past_deadline(void*) { return Clock::now() > g_deadline ? 1 : 0; }

struct Deadline {
  Clock::time_point prev = g_deadline;
  Deadline() { g_deadline = Clock::now() + std::chrono::milliseconds(g_limit_ms.load()); }
  ~Deadline() { g_deadline = prev; }
};

std::string interrupted_text() {
  return fmt::format("a statement ran longer than {} ms and was stopped (a view or trigger that does not end?)",
                     g_limit_ms.load());
}

}  // namespace

void set_time_limit(std::chrono::milliseconds limit) { g_limit_ms = limit.count(); }
std::chrono::milliseconds time_limit() { return std::chrono::milliseconds(g_limit_ms.load()); }

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
  int rc = sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &stmt_, nullptr);
  if (rc != SQLITE_OK) {
    std::string detail = sqlite3_errmsg(db);
    throw Failure(fmt::format("cannot prepare SQL ({}): {}", detail, sql),
                  sqlite3_extended_errcode(db), detail);
  }
}

Statement& Statement::operator=(Statement&& o) noexcept {
  if (this != &o) {
    sqlite3_finalize(stmt_);
    db_ = o.db_;
    stmt_ = o.stmt_;
    o.stmt_ = nullptr;
  }
  return *this;
}

void Statement::fail(int rc) const {
  std::string detail = (rc & 0xff) == SQLITE_INTERRUPT ? interrupted_text() : sqlite3_errmsg(db_);
  throw Failure(detail, sqlite3_extended_errcode(db_), detail);
}

Statement& Statement::bind(int idx, const Value& v) {
  switch (v.kind) {
    case Value::Kind::Null: return bind_null(idx);
    case Value::Kind::Int: return bind(idx, v.i);
    case Value::Kind::Text: return bind(idx, std::string_view(v.s));
  }
  return *this;
}

Statement& Statement::bind(int idx, std::string_view text) {
  // SQLITE_TRANSIENT: SQLite copies the bytes, so temporaries are safe.
  int rc = sqlite3_bind_text(stmt_, idx, text.data(), int(text.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) fail(rc);
  return *this;
}

Statement& Statement::bind(int idx, int64_t v) {
  int rc = sqlite3_bind_int64(stmt_, idx, v);
  if (rc != SQLITE_OK) fail(rc);
  return *this;
}

Statement& Statement::bind_null(int idx) {
  int rc = sqlite3_bind_null(stmt_, idx);
  if (rc != SQLITE_OK) fail(rc);
  return *this;
}

bool Statement::step() {
  Deadline d;
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail(rc);
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::string Statement::text(int col) const {
  const unsigned char* p = sqlite3_column_text(stmt_, col);
  if (!p) return {};
  return std::string(reinterpret_cast<const char*>(p), size_t(sqlite3_column_bytes(stmt_, col)));
}

// A connection is only ever used by one thread at a time (each user opens its
// own), so SQLite's per-call connection mutex is dropped (SQLITE_OPEN_NOMUTEX):
// it was about 8% of a query's instructions.
Connection::Connection(const std::string& path, int flags) : path_(path) {
  int rc = sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string detail = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close_v2(db_);
    db_ = nullptr;
    throw Failure(fmt::format("{}: cannot open database: {}", path, detail), rc, detail);
  }
  // What a database's own schema (its views, triggers, CHECKs) and a game's
  // schema.sql may not reach: no other database file (ATTACH, and VACUUM
  // INTO, which attaches), no writes to SQLite's own tables, no extensions
  // (docs/architecture.md, "Threat model"). The schema stays "trusted" in
  // SQLite's sense: untrusted it may not call json_valid() in a CHECK, and
  // no function this process registers has a side effect.
  sqlite3_limit(db_, SQLITE_LIMIT_ATTACHED, 0);
  sqlite3_db_config(db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
  sqlite3_db_config(db_, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
  sqlite3_progress_handler(db_, kProgressOps, past_deadline, nullptr);
}

Connection& Connection::operator=(Connection&& o) noexcept {
  if (this != &o) {
    sqlite3_close_v2(db_);
    db_ = o.db_;
    path_ = std::move(o.path_);
    o.db_ = nullptr;
  }
  return *this;
}

void Connection::exec(std::string_view script) {
  std::string s(script);  // sqlite3_exec needs a NUL-terminated string
  char* err = nullptr;
  Deadline d;
  int rc = sqlite3_exec(db_, s.c_str(), nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string detail = (rc & 0xff) == SQLITE_INTERRUPT ? interrupted_text() : err ? err : sqlite3_errstr(rc);
    sqlite3_free(err);
    throw Failure(detail, sqlite3_extended_errcode(db_), detail);
  }
}

Transaction::~Transaction() {
  if (!done_) sqlite3_exec(c_->get(), "ROLLBACK", nullptr, nullptr, nullptr);
}

std::string quote_ident(std::string_view name) {
  std::string out = "\"";
  for (char c : name) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

}  // namespace cardinal::db::sql
