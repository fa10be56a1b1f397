// luacheck over the card scripts, with the engine API (the binding registry)
// and the ruleset's own globals as the only globals a card may read. A card
// that reads anything else is using an undeclared API: an error. Other
// luacheck findings (unused locals, shadowing) are warnings.
#include <fmt/format.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>

#include "query/lint.h"
#include "scripting/bindings.h"
#include "scripting/host.h"
#include "scripting/loader.h"

namespace fs = std::filesystem;

namespace cardinal::query {

namespace {

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// Runs a command, returning its exit status and stdout.
int run(const std::string& cmd, std::string& output) {
  FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) return -1;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) output.append(buf, n);
  int st = ::pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

std::vector<std::string> api_globals() {
  std::vector<std::string> out;
  std::string text = api_luacheck();
  static const std::regex name("\"([A-Za-z_][A-Za-z0-9_]*)\"");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

}  // namespace

std::vector<std::string> ruleset_globals(const CardLibrary& lib) {
  std::unique_ptr<ScriptHost> h = lib.new_host();
  lua_State* L = h->L;
  std::vector<std::string> out;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ruleset_env_ref);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) == LUA_TSTRING) out.push_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  lua_settop(L, 0);
  std::sort(out.begin(), out.end());
  return out;
}

bool lint_luacheck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out) {
  if (opt.luacheck.empty() || !lib) return false;  // without the library the ruleset's globals are unknown
  std::string ignored;
  if (run(shell_quote(opt.luacheck) + " --version 2>/dev/null", ignored) != 0) return false;

  std::vector<std::string> files;
  fs::path sets = fs::path(opt.cards_dir) / opt.game / "sets";
  for (const auto& e : fs::recursive_directory_iterator(sets)) {
    std::string n = e.path().filename().string();
    if (e.path().extension() == ".lua" && n.find(".test.") == std::string::npos) files.push_back(e.path().string());
  }
  if (files.empty()) return true;
  std::sort(files.begin(), files.end());

  std::vector<std::string> globals = api_globals();
  for (const std::string& g : ruleset_globals(*lib)) globals.push_back(g);
  fs::path cfg = fs::temp_directory_path() / fmt::format("cardinal_luacheck_{}.lua", ::getpid());
  {
    std::ofstream c(cfg);
    // The sandbox's base library (scripting/sandbox.cpp): no io, os, require, print.
    c << "-- written by cardinal lint\n"
         "stds.sandbox = { read_globals = { \"assert\", \"error\", \"ipairs\", \"next\", \"pairs\", \"rawequal\",\n"
         "  \"rawlen\", \"rawget\", \"select\", \"tonumber\", \"tostring\", \"type\", \"_VERSION\", \"getmetatable\",\n"
         "  \"setmetatable\", \"pcall\", \"xpcall\", \"load\", \"string\", \"math\", \"table\", \"utf8\" } }\n"
         "std = \"sandbox\"\nmax_line_length = false\nunused_args = false\n";
    c << "read_globals = {\n";
    for (const std::string& g : globals) c << "  \"" << g << "\",\n";
    c << "}\n";
  }
  std::string cmd = shell_quote(opt.luacheck) + " --config " + shell_quote(cfg.string()) +
                    " --formatter plain --codes --no-color --";
  for (const std::string& f : files) cmd += " " + shell_quote(f);
  std::string output;
  run(cmd + " 2>&1", output);
  fs::remove(cfg);

  // file:line:col: (W113) accessing undefined variable 'x'
  static const std::regex line_re(R"(^(.+?):(\d+):\d+: \((\w)(\d+)\) (.*)$)");
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line)) {
    std::smatch m;
    if (!std::regex_match(line, m, line_re)) continue;
    std::string code = std::string(m[3]) + std::string(m[4]);
    bool global = m[3] == "W" && std::string(m[4]).rfind("11", 0) == 0;  // W111-W113: undefined globals
    bool error = m[3] == "E" || global;
    std::string msg = global ? fmt::format("{} (luacheck {}): not in the engine API or the ruleset", std::string(m[5]), code)
                             : fmt::format("{} (luacheck {})", std::string(m[5]), code);
    out.push_back({m[1], std::stoi(m[2]), msg, !error});
  }
  return true;
}

}  // namespace cardinal::query
