// Rows <-> scripts, from the set files alone (no database, no Lua), so that
// every mismatch is reported, not only the first.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "db/setfile.h"
#include "lint/lint.h"

namespace fs = std::filesystem;

namespace cardinal::lint {

void lint_rows(const LintOptions& opt, std::vector<LintIssue>& out) {
  fs::path sets = fs::path(opt.cards_dir) / opt.game / "sets";
  if (!fs::is_directory(sets)) return;
  std::vector<fs::path> dirs;
  for (const auto& e : fs::directory_iterator(sets))
    if (e.is_directory()) dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  for (const fs::path& dir : dirs) {
    fs::path file = dir / "cards.txt";
    std::map<int64_t, int> rows;  // id -> record line
    if (fs::exists(file)) {
      try {
        db::SetSource src = db::read_set_file(file);
        for (const db::CardRecord& rec : src.cards)
          if (const db::Field* id = rec.find("id")) rows[std::stoll(id->value)] = rec.line;
      } catch (const std::exception& e) {
        out.push_back({"", 0, e.what()});  // already "FILE:LINE: ..."
        continue;
      }
    }
    std::map<int64_t, fs::path> scripts;
    std::vector<fs::path> lua;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".lua") lua.push_back(e.path());
    std::sort(lua.begin(), lua.end());
    for (const fs::path& p : lua) {
      std::string name = p.filename().string(), stem = p.stem().string();
      bool test = name.size() > 9 && name.substr(name.size() - 9) == ".test.lua";
      if (test) stem = name.substr(0, name.size() - 9);
      bool numeric = !stem.empty() && std::all_of(stem.begin(), stem.end(), ::isdigit);
      if (!numeric) {
        if (!test) out.push_back({p.string(), 1, "card scripts are named by card id (<id>.lua)"});
        continue;
      }
      int64_t id = std::stoll(stem);
      if (test) {
        if (!rows.count(id)) out.push_back({p.string(), 1, fmt::format("test of card {}, which has no row in {}", id, file.string())});
        continue;
      }
      scripts[id] = p;
      if (!rows.count(id)) out.push_back({p.string(), 1, fmt::format("script has no card row with id {} in {}", id, file.string())});
    }
    for (auto& [id, line] : rows)
      if (!scripts.count(id))
        out.push_back({file.string(), line, fmt::format("card {} has no script: expected {}", id, (dir / fmt::format("{}.lua", id)).string())});
  }
}

}  // namespace cardinal::lint
