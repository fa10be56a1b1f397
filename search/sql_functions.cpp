#include "search/sql_functions.h"

#include <string>

#include "db/types.h"
#include "search/regex.h"

namespace cardinal::search {

namespace {

void regexp(sqlite3_context* ctx, int, sqlite3_value** argv) {
  if (sqlite3_value_type(argv[1]) == SQLITE_NULL) return sqlite3_result_null(ctx);
  auto* re = static_cast<Regex*>(sqlite3_get_auxdata(ctx, 0));
  if (!re) {
    const char* p = reinterpret_cast<const char*>(sqlite3_value_text(argv[0]));
    try {
      re = new Regex(p ? p : "");
    } catch (const RegexError& e) {
      std::string msg = std::string("bad regex: ") + e.what();
      return sqlite3_result_error(ctx, msg.c_str(), -1);
    }
    sqlite3_set_auxdata(ctx, 0, re, [](void* r) { delete static_cast<Regex*>(r); });
    // SQLite may drop the auxdata at once; fetch it back before using it.
    re = static_cast<Regex*>(sqlite3_get_auxdata(ctx, 0));
    if (!re) {
      Regex once(p ? p : "");
      const char* t = reinterpret_cast<const char*>(sqlite3_value_text(argv[1]));
      return sqlite3_result_int(ctx, once.search(std::string_view(t, size_t(sqlite3_value_bytes(argv[1])))));
    }
  }
  const char* t = reinterpret_cast<const char*>(sqlite3_value_text(argv[1]));
  sqlite3_result_int(ctx, re->search(std::string_view(t, size_t(sqlite3_value_bytes(argv[1])))));
}

}  // namespace

void register_functions(sqlite3* db) {
  int rc = sqlite3_create_function_v2(db, "cardinal_regexp", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr,
                                      regexp, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) throw db::Error(std::string("cannot register SQL functions: ") + sqlite3_errmsg(db));
}

}  // namespace cardinal::search
