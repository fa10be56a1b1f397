// Lua files compile (each on its own, so every syntax error is reported),
// then the whole library loads in the sandbox the way games load it.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>

#include "lint/lint.h"
#include "scripting/loader.h"
#include "scripting/sandbox.h"

namespace fs = std::filesystem;

namespace cardinal::lint {

namespace {

// The one Lua file of the game or of the shared libraries whose path ends with
// `tail`, if there is exactly one.
std::optional<std::string> by_tail(const std::string& tail, const LintOptions& opt) {
  std::optional<std::string> found;
  for (const fs::path& dir : {fs::path(opt.cards_dir) / opt.game, fs::path(opt.cards_dir) / "lib"}) {
    if (!fs::is_directory(dir)) continue;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
      std::string f = e.path().generic_string();
      if (f.size() < tail.size() || f.compare(f.size() - tail.size(), tail.size(), tail) != 0) continue;
      if (found) return std::nullopt;  // ambiguous: keep Lua's text
      found = f;
    }
  }
  return found;
}

// The line of `file` that first writes the first "value" `msg` quotes (as
// "value" or 'value'); 1 when there is none.
int quoted_line(const std::string& file, const std::string& msg) {
  size_t a = msg.find('"'), b = a == std::string::npos ? a : msg.find('"', a + 1);
  if (b == std::string::npos || b == a + 1) return 1;
  std::string value = msg.substr(a + 1, b - a - 1);
  std::ifstream in(file);
  std::string line;
  for (int n = 1; std::getline(in, line); n++)
    if (line.find('"' + value + '"') != std::string::npos || line.find('\'' + value + '\'') != std::string::npos)
      return n;
  return 1;
}

// "path/x.lua:12: message" (or a set file's "path/cards.txt:12: ...") -> issue at that line (path made absolute by the
// cards dir when the loader gave it relative). Lua cuts a source name longer
// than LUA_IDSIZE (60) to "...its-tail": the file is found again by its tail.
LintIssue locate(const std::string& msg, const LintOptions& opt) {
  static const std::regex at(R"(((?:[^\s:()]+/)*[^\s:()]+\.(?:lua|txt)):(\d+):\s*(.*))");
  static const std::regex named(R"(\(((?:[^\s:()]+/)*[^\s:()]+\.lua)\)\s*(.*))");
  std::smatch m;
  auto path = [&](const std::string& p) {
    if (p.rfind("...", 0) == 0)
      if (std::optional<std::string> whole = by_tail(p.substr(3), opt)) return *whole;
    fs::path rel = fs::path(opt.cards_dir) / p;
    return fs::exists(rel) ? rel.string() : p;
  };
  if (std::regex_search(msg, m, at)) return {path(m[1]), std::stoi(m[2]), m[3]};
  if (std::regex_search(msg, m, named)) {
    // A problem with an ability the script returned ("... ability 1: \"on_deplyo\" is not an event ...")
    // has no line of its own: the line of the first value it quotes, where the file writes it.
    std::string file = path(m[1]), rest = m[2];
    return {file, quoted_line(file, rest), rest};
  }
  return {(fs::path(opt.cards_dir) / opt.game).string(), 0, msg};
}

}  // namespace

namespace {

// The game's Lua files (rules, sets, scenarios), sorted, each with its text.
std::vector<std::pair<fs::path, std::string>> game_lua_files(const LintOptions& opt) {
  fs::path game = fs::path(opt.cards_dir) / opt.game;
  std::vector<fs::path> files;
  for (const char* sub : {"rules", "sets", "scenarios"}) {
    if (!fs::is_directory(game / sub)) continue;
    for (const auto& e : fs::recursive_directory_iterator(game / sub))
      if (e.path().extension() == ".lua") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<std::pair<fs::path, std::string>> out;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    out.emplace_back(f, s.str());
  }
  return out;
}

bool is_test_file(const fs::path& f) { return f.filename().string().find(".test.") != std::string::npos; }

}  // namespace

void lint_syntax(const LintOptions& opt, std::vector<LintIssue>& out) {
  lua_State* L = luaL_newstate();
  for (const auto& [f, code] : game_lua_files(opt)) {
    // A short chunk name, put back to the whole path below: Lua cuts a
    // source name longer than LUA_IDSIZE (60) to "...its-tail".
    if (luaL_loadbufferx(L, code.data(), code.size(), "=?", "t") != LUA_OK) {
      static const std::regex at(R"(^\?:(\d+):\s*(.*))");
      std::string msg = lua_tostring(L, -1);
      std::smatch m;
      if (std::regex_search(msg, m, at))
        out.push_back({f.string(), std::stoi(m[1]), m[2]});
      else
        out.push_back({f.string(), 0, msg});
    }
    lua_settop(L, 0);
  }
  lua_close(L);
}

// A card or ruleset function that assigns to a chunk-level local (or writes
// into a table held in one) keeps state between calls: on one host it
// carries from one game into the next, and a replay or a game restored in
// another process does not see it (docs/architecture.md, "Known limits").
// The sandbox cannot stop it (closures need their upvalues), so lint says
// where it happens, read from the compiled code: a warning per write. Test
// files keep what they like.
void lint_upvalues(const LintOptions& opt, std::vector<LintIssue>& out) {
  lua_State* L = luaL_newstate();
  for (const auto& [f, code] : game_lua_files(opt)) {
    if (is_test_file(f) || luaL_loadbufferx(L, code.data(), code.size(), "=?", "t") != LUA_OK) {
      lua_settop(L, 0);
      continue;  // a file that does not compile is lint_syntax's
    }
    try {
      for (const lua::UpvalueWrite& w : lua::upvalue_writes(L, -1))
        out.push_back({f.string(), w.line,
                       fmt::format("a function {} '{}', a local of the file: state kept between calls carries into "
                                   "the next game on the host and is lost in a replay (use game, player or object "
                                   "variables)",
                                   w.field ? "writes into the table in" : "assigns to", w.name),
                       true});
    } catch (const std::exception& e) {
      out.push_back({f.string(), 0, fmt::format("cannot read the compiled chunk: {}", e.what()), true});
    }
    lua_settop(L, 0);
  }
  lua_close(L);
}

std::shared_ptr<const CardLibrary> lint_load(const LintOptions& opt, std::vector<LintIssue>& out) {
  try {
    return CardLibrary::load({opt.cards_dir, opt.game, "", {}});
  } catch (const std::exception& e) {
    std::istringstream lines(e.what());
    std::string line;
    while (std::getline(lines, line))
      if (!line.empty()) out.push_back(locate(with_value_suggestion(line), opt));
  }
  return nullptr;
}

}  // namespace cardinal::lint
