// luacheck over the card scripts, with the engine API (the binding registry)
// and the ruleset's own globals as the only globals a card may read. A card
// that reads anything else is using an undeclared API: an error. Other
// luacheck findings (unused locals, shadowing) are warnings.
#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>

#include "lint/lint.h"
#include "scripting/bindings.h"
#include "scripting/host.h"
#include "scripting/loader.h"
#include "scripting/words.h"

namespace fs = std::filesystem;

namespace cardinal::lint {

namespace {

// Runs a program with arguments and no shell between (nothing in an argument
// is ever interpreted), returning its exit status and its stdout and stderr.
int run(const std::vector<std::string>& argv, std::string& output) {
  int fds[2];
  if (::pipe(fds) != 0) return -1;
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return -1;
  }
  if (pid == 0) {
    ::dup2(fds[1], 1);
    ::dup2(fds[1], 2);
    ::close(fds[0]);
    ::close(fds[1]);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  char buf[4096];
  ssize_t n;
  while ((n = ::read(fds[0], buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
    if (n > 0) output.append(buf, size_t(n));
  ::close(fds[0]);
  int st = 0;
  while (::waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

// luacheck runs its config file as Lua with the whole standard library, so
// only names that are plain Lua identifiers are written into it: a ruleset
// (untrusted) can define a global under any string key, and a key holding a
// quote would otherwise be code in that file. A name that is not an
// identifier cannot be read as a global by a card anyway.
bool lua_identifier(const std::string& s) {
  if (s.empty() || s.size() > 200 || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

// A folder only this user can enter, for the config: a fixed name in /tmp
// could be planted beforehand by another user.
struct PrivateDir {
  fs::path path;
  PrivateDir() {
    std::string t = (fs::temp_directory_path() / "cardinal_luacheck_XXXXXX").string();
    if (::mkdtemp(t.data())) path = t;
  }
  ~PrivateDir() {
    std::error_code ec;
    if (!path.empty()) fs::remove_all(path, ec);
  }
};

std::vector<std::string> api_globals() {
  std::vector<std::string> out;
  std::string text = api_luacheck();
  static const std::regex name("\"([A-Za-z_][A-Za-z0-9_]*)\"");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[1]);
  return out;
}

}  // namespace

bool lint_luacheck(const LintOptions& opt, const CardLibrary* lib, std::vector<LintIssue>& out) {
  if (opt.luacheck.empty() || !lib) return false;  // without the library the ruleset's globals are unknown
  std::string ignored;
  if (run({opt.luacheck, "--version"}, ignored) != 0) return false;

  std::vector<std::string> files;
  fs::path sets = fs::path(opt.cards_dir) / opt.game / "sets";
  for (const auto& e : fs::recursive_directory_iterator(sets)) {
    std::string n = e.path().filename().string();
    if (e.path().extension() == ".lua" && n.find(".test.") == std::string::npos) files.push_back(e.path().string());
  }
  if (files.empty()) return true;
  std::sort(files.begin(), files.end());

  std::vector<std::string> globals = api_globals();
  for (const std::string& g : ruleset_word_names(*lib))
    if (lua_identifier(g)) globals.push_back(g);
  PrivateDir dir;
  if (dir.path.empty()) {
    out.push_back({opt.cards_dir, 0, "luacheck skipped: cannot create a private temporary folder", true});
    return false;
  }
  fs::path cfg = dir.path / "config.lua";
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
  std::vector<std::string> argv = {opt.luacheck, "--config", cfg.string(), "--formatter", "plain",
                                   "--codes", "--no-color", "--"};
  argv.insert(argv.end(), files.begin(), files.end());
  std::string output;
  run(argv, output);

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

}  // namespace cardinal::lint
