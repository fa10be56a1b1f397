#include "lint/lint.h"

#include <fmt/format.h>

#include <set>

#include "scripting/loader.h"

namespace cardinal::lint {

std::string LintIssue::text() const {
  if (file.empty()) return fmt::format("{}{}", warning ? "warning: " : "", message);  // message is located already
  std::string where = line > 0 ? fmt::format("{}:{}", file, line) : file;
  return fmt::format("{}: {}{}", where, warning ? "warning: " : "", message);
}

int LintReport::errors() const {
  int n = 0;
  for (const LintIssue& i : issues) n += i.warning ? 0 : 1;
  return n;
}

LintReport lint_game(const LintOptions& opt) {
  LintReport r;
  lint_rows(opt, r.issues);
  size_t before = r.issues.size();
  lint_syntax(opt, r.issues);
  // The library load repeats the row and syntax problems as its first
  // error; only run it when those are clean, so each problem is said once.
  std::shared_ptr<const CardLibrary> lib;
  if (r.errors() == 0 && r.issues.size() == before) lib = lint_load(opt, r.issues);
  lint_upvalues(opt, r.issues);
  r.luacheck_ran = lint_luacheck(opt, lib.get(), r.issues);
  lint_data(opt, lib.get(), r.issues);
  lint_deck(opt, lib.get(), r.issues);
  // Checks that read the same file (the set file is parsed for rows and for
  // data) may find the same fault: each is said once, in the order found.
  std::set<std::string> said;
  std::erase_if(r.issues, [&](const LintIssue& i) { return !said.insert(i.text()).second; });
  return r;
}

}  // namespace cardinal::lint
