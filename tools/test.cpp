// `cardinal test`: runs the Lua card and scenario tests of a game.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/json_util.h"
#include "scripting/testing.h"
#include "tools/commands.h"

namespace cardinal {

int cmd_test(const CommonOptions& c, const std::string& filter, const std::string& format) {
  auto lib = CardLibrary::load({c.cards_dir, c.game, c.db_path, {}});
  const bool json = format == "json";
  int passed = 0, failed = 0;
  nlohmann::ordered_json tests = nlohmann::ordered_json::array();
  for (const std::string& f : find_lua_tests(*lib)) {
    if (!filter.empty() && f.find(filter) == std::string::npos) continue;
    for (const LuaTestResult& r : run_lua_test_file(*lib, f)) {
      (r.ok ? passed : failed)++;
      if (json) {
        nlohmann::ordered_json t{{"file", r.file}, {"name", r.name}, {"ok", r.ok}};
        if (!r.ok) t["message"] = r.message;
        tests.push_back(std::move(t));
      } else if (!r.ok) {
        fmt::print("FAIL {} :: {}\n  {}\n", r.file, r.name, r.message);
      }
    }
  }
  if (json)
    fmt::print("{}\n", dump_json(nlohmann::ordered_json{{"game", c.game}, {"passed", passed}, {"failed", failed},
                                                       {"tests", tests}},
                                       2));
  else
    fmt::print("{}: {} passed, {} failed\n", c.game, passed, failed);
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace cardinal
