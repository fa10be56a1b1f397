// `cardinal lint`: file:line problems in a game's card sources (lint/lint.h).
// Exit 0 when there is no error (warnings allowed), 1 otherwise.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/json_util.h"
#include "lint/lint.h"
#include "tools/commands.h"

namespace cardinal {

int cmd_lint(const CommonOptions& c, const LintCmdOptions& o) {
  lint::LintOptions opt;
  opt.cards_dir = c.cards_dir;
  opt.game = c.game;
  opt.luacheck = o.no_luacheck ? "" : o.luacheck;
  lint::LintReport r = lint::lint_game(opt);
  if (o.format == "json") {
    nlohmann::ordered_json j{{"game", c.game}, {"errors", r.errors()},
                             {"warnings", int(r.issues.size()) - r.errors()}, {"luacheck", r.luacheck_ran}};
    j["issues"] = nlohmann::ordered_json::array();
    for (const lint::LintIssue& i : r.issues)
      j["issues"].push_back({{"file", i.file}, {"line", i.line}, {"severity", i.warning ? "warning" : "error"},
                             {"message", i.message}});
    fmt::print("{}\n", dump_json(j, 2));
  } else {
    for (const lint::LintIssue& i : r.issues) fmt::print("{}\n", i.text());
    fmt::print(stderr, "{}: {} errors, {} warnings{}\n", c.game, r.errors(), int(r.issues.size()) - r.errors(),
               r.luacheck_ran ? "" : " (luacheck not run: not installed, or the library did not load)");
  }
  return r.errors() == 0 ? 0 : 1;
}

}  // namespace cardinal
