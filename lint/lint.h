// `cardinal lint`: everything about a game's card sources that can be checked
// without playing. Each check is one file:
//   lint_rows.cpp     every row has a script and every script a row
//   lint_scripts.cpp  every Lua file compiles; the whole library loads in the sandbox
//   lint_luacheck.cpp only declared API and ruleset globals are used (luacheck, if installed)
//   lint_data.cpp     data sanity checks declared in cards/<game>/lint.json (SQL over rows),
//                     and derived columns (e.g. has_counter) against the scripts' keywords
//   lint_deck.cpp     deck.json reads, and its `script` rules name procedures the ruleset has
// Every issue is located "file:line" so editors can jump to it.
#pragma once
#include <memory>
#include <string>
#include <vector>

namespace cardinal {
class CardLibrary;
}

namespace cardinal::lint {

struct LintIssue {
  std::string file;  // path as given (cards dir + relative path)
  int line = 0;      // 1-based; 0 when the whole file is meant
  std::string message;
  bool warning = false;
  std::string text() const;  // "file:line: message" ("warning: " before warnings)
};

struct LintOptions {
  std::string cards_dir, game;
  std::string luacheck = "luacheck";  // the program; empty: skip
  std::string api_globals;            // scripting/luacheck_globals.lua
};

struct LintReport {
  std::vector<LintIssue> issues;
  bool luacheck_ran = false;
  int errors() const;
};

LintReport lint_game(const LintOptions& opt);

// The checks, for lint_game and for tests.
void lint_rows(const LintOptions& opt, std::vector<LintIssue>& out);
void lint_syntax(const LintOptions& opt, std::vector<LintIssue>& out);
// Warnings: functions that keep state in a chunk-level local (lint_scripts.cpp).
void lint_upvalues(const LintOptions& opt, std::vector<LintIssue>& out);
// Loads the library; nullptr (and an issue) when it does not load.
std::shared_ptr<const CardLibrary> lint_load(const LintOptions& opt, std::vector<LintIssue>& out);
bool lint_luacheck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out);
void lint_data(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out);
void lint_deck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out);
// A database build's message about a value its column's CHECK (col IN (...))
// refused, with the listed value it comes closest to (lint_data.cpp); any
// other message as it is.
std::string with_value_suggestion(const std::string& message);

}  // namespace cardinal::lint
