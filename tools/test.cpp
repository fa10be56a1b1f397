// `cardinal test`: runs the Lua card and scenario tests of a game.
#include <fmt/format.h>

#include "scripting/testing.h"
#include "tools/commands.h"

namespace cardinal {

int cmd_test(const CommonOptions& c, const std::string& filter) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  int passed = 0, failed = 0;
  for (const std::string& f : find_lua_tests(*lib)) {
    if (!filter.empty() && f.find(filter) == std::string::npos) continue;
    for (const LuaTestResult& r : run_lua_test_file(*lib, f)) {
      if (r.ok) {
        passed++;
      } else {
        failed++;
        fmt::print("FAIL {} :: {}\n  {}\n", r.file, r.name, r.message);
      }
    }
  }
  fmt::print("{}: {} passed, {} failed\n", c.game, passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace cardinal
