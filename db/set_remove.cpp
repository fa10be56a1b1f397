#include "db/set_remove.h"

namespace cardinal::db {

int remove_set(Database& db, std::string_view game, std::string_view set_code) {
  db.exec("BEGIN IMMEDIATE");
  try {
    sql::Statement del(db.handle(), "DELETE FROM cards WHERE game = ?1 AND set_code = ?2");
    del.bind(1, game).bind(2, set_code).run();
    int removed = sqlite3_changes(db.handle());
    sql::Statement del_set(db.handle(), "DELETE FROM sets WHERE game = ?1 AND set_code = ?2");
    del_set.bind(1, game).bind(2, set_code).run();
    db.exec("COMMIT");
    return removed;
  } catch (...) {
    sqlite3_exec(db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

}  // namespace cardinal::db
