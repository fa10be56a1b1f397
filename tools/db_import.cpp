// `cardinal db import`: the text -> database half of the round trip for an
// existing database (`db build` makes a new one; `db export` goes back).
#include <fmt/format.h>

#include "db/set_remove.h"
#include "tools/commands.h"

namespace cardinal {

int cmd_db_import(const CommonOptions& c, const std::string& db_path, const std::vector<std::string>& files,
                  bool replace) {
  {
    db::Database d = db::Database::open(db_path);
    for (const std::string& f : files) {
      db::SetSource src = db::read_set_file(f);
      int removed = replace ? db::remove_set(d, src.header.game, src.header.set_code) : 0;
      d.import_set(src);
      fmt::print("{}: imported set {} of {} ({} cards{})\n", f, src.header.set_code, src.header.game,
                 src.cards.size(), removed ? fmt::format(", replacing {}", removed) : "");
    }
  }
  prepare_for_queries(db_path, c.cards_dir);  // keywords of the new rows
  return 0;
}

}  // namespace cardinal
