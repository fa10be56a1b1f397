// The ruleset's words, read from the ruleset's environment of a fresh host:
// each global's value, and for a Lua function where it is defined (the debug
// information its chunk keeps) and the comment above that line.
#include "scripting/words.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <regex>
#include <sstream>

#include "scripting/loader.h"

namespace cardinal {

namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    out.push_back(line);
  }
  return out;
}

std::string trimmed(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

// The comment block ending right above line `line` (1-based), "--" taken off.
std::vector<std::string> comment_above(const std::vector<std::string>& lines, int line) {
  std::vector<std::string> out;
  for (int i = line - 2; i >= 0 && i < int(lines.size()); i--) {
    std::string t = trimmed(lines[size_t(i)]);
    if (t.rfind("--", 0) != 0 || t.rfind("--[[", 0) == 0) break;
    size_t n = t.find_first_not_of('-');
    std::string body = n == std::string::npos ? "" : t.substr(n);
    if (!body.empty() && body[0] == ' ') body.erase(0, 1);
    out.push_back(body);
  }
  std::reverse(out.begin(), out.end());
  return out;
}

struct Sources {
  const CardSource& src;
  std::map<std::string, std::vector<std::string>> cache;
  const std::vector<std::string>& lines(const std::string& file) {
    auto it = cache.find(file);
    if (it == cache.end()) it = cache.emplace(file, lines_of(src.read(file).value_or(""))).first;
    return it->second;
  }
};

std::string signature(const RulesetWord& w) {
  if (w.type != "function") return w.name;
  std::string args;
  for (const std::string& p : w.params) args += (args.empty() ? "" : ", ") + p;
  return fmt::format("{}({})", w.name, args);
}

}  // namespace

std::vector<std::string> ruleset_word_names(const CardLibrary& lib) {
  std::unique_ptr<ScriptHost> h = lib.new_host();
  lua_State* L = h->L;
  std::vector<std::string> out;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ruleset_env());
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) == LUA_TSTRING) out.push_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  lua_settop(L, 0);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<RulesetWord> ruleset_words(const CardLibrary& lib) {
  std::unique_ptr<ScriptHost> h = lib.new_host();
  lua_State* L = h->L;
  Sources sources{lib.source(), {}};
  std::vector<std::string> files = lib.ruleset_files();
  std::vector<RulesetWord> out;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h->ruleset_env());
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    if (lua_type(L, -2) != LUA_TSTRING) {
      lua_pop(L, 1);
      continue;
    }
    RulesetWord w;
    w.name = lua_tostring(L, -2);
    w.type = luaL_typename(L, -1);
    if (lua_type(L, -1) == LUA_TFUNCTION) {
      lua_Debug ar;
      lua_pushvalue(L, -1);
      lua_getinfo(L, ">Su", &ar);
      for (int i = 1; i <= ar.nparams; i++) {
        lua_pushvalue(L, -1);
        const char* n = lua_getlocal(L, nullptr, i);
        lua_pop(L, 1);
        w.params.push_back(n ? n : fmt::format("arg{}", i));
      }
      if (ar.isvararg) w.params.push_back("...");
      if (ar.source && ar.source[0] == '@' && ar.linedefined > 0) {
        w.file = ar.source + 1;
        w.line = ar.linedefined;
      }
    } else {
      // A value: the first line of the ruleset's files that assigns it.
      // (also one of several names assigned at once: `A, B = 1, 2`)
      const std::string id = "[A-Za-z_][A-Za-z0-9_]*";
      const std::regex assign("^(" + id + "\\s*,\\s*)*" + w.name + "\\s*(,\\s*" + id + "\\s*)*=[^=]");
      int t = lua_type(L, -1);
      if (t == LUA_TNUMBER || t == LUA_TSTRING || t == LUA_TBOOLEAN) {
        w.value = luaL_tolstring(L, -1, nullptr);
        lua_pop(L, 1);
        if (t == LUA_TSTRING) w.value = "\"" + w.value + "\"";
      }
      for (const std::string& f : files) {
        const std::vector<std::string>& ls = sources.lines(f);
        for (size_t i = 0; i < ls.size() && w.file.empty(); i++)
          if (std::regex_search(ls[i], assign)) {
            w.file = f;
            w.line = int(i) + 1;
          }
        if (!w.file.empty()) break;
      }
    }
    if (!w.file.empty()) w.doc = comment_above(sources.lines(w.file), w.line);
    out.push_back(std::move(w));
    lua_pop(L, 1);
  }
  lua_settop(L, 0);
  std::sort(out.begin(), out.end(), [](const RulesetWord& a, const RulesetWord& b) {
    return std::tie(a.file, a.line, a.name) < std::tie(b.file, b.line, b.name);
  });
  return out;
}

std::string word_library(const RulesetWord& w) {
  if (w.file.rfind("lib/", 0) != 0) return "";
  size_t slash = w.file.find('/', 4);
  return slash == std::string::npos ? "" : w.file.substr(4, slash - 4);
}

namespace {

// Each word under the file that defines it, with its comment.
std::string markdown_body(const std::vector<const RulesetWord*>& words) {
  std::string out;
  size_t undocumented = std::count_if(words.begin(), words.end(), [](const RulesetWord* w) { return w->doc.empty(); });
  out += fmt::format("\n{} words", words.size());
  if (undocumented) out += fmt::format(", {} of them without a comment", undocumented);
  out += ".\n";
  std::string file = "\x01";
  for (const RulesetWord* w : words) {
    if (w->file != file) {
      file = w->file;
      out += fmt::format("\n## {}\n", file.empty() ? "defined elsewhere" : "`" + file + "`");
    }
    out += fmt::format("\n### `{}`\n\n", signature(*w));
    std::string value = w->value.empty() ? "" : fmt::format(" (`{}`)", w->value);
    out += fmt::format("A {}{}.", w->type, value);
    if (w->doc.empty()) {
      out += " No comment yet.\n";
      continue;
    }
    out += "\n\n";
    for (const std::string& d : w->doc) out += d + "\n";
  }
  return out;
}

std::string luals_body(const std::vector<const RulesetWord*>& words) {
  static const std::regex param("^@param\\s+([A-Za-z_][A-Za-z0-9_]*|\\.\\.\\.)");
  std::string out;
  for (const RulesetWord* w : words) {
    out += "\n";
    std::vector<std::string> annotated;
    for (const std::string& d : w->doc) {
      out += "---" + d + "\n";
      std::smatch m;
      if (std::regex_search(d, m, param)) annotated.push_back(m[1]);
    }
    out += fmt::format("---(`{}`)\n", w->file.empty() ? "defined elsewhere" : w->file);
    if (w->type == "function") {
      for (const std::string& p : w->params)
        if (std::find(annotated.begin(), annotated.end(), p) == annotated.end())
          out += fmt::format("---@param {} any\n", p);
      std::string args;
      for (const std::string& p : w->params) args += (args.empty() ? "" : ", ") + p;
      out += fmt::format("function {}({}) end\n", w->name, args);
    } else if (w->type == "table") {
      out += fmt::format("{} = {{}}\n", w->name);
    } else {
      out += fmt::format("---@type {}\n{} = {}\n", w->type, w->name, w->value.empty() ? "nil" : w->value);
    }
  }
  return out;
}

// The words of library `lib` ("" for the ruleset's own).
std::vector<const RulesetWord*> of_library(const std::vector<RulesetWord>& words, const std::string& lib) {
  std::vector<const RulesetWord*> out;
  for (const RulesetWord& w : words)
    if (word_library(w) == lib) out.push_back(&w);
  return out;
}

}  // namespace

std::string words_markdown(const std::string& game, const std::vector<RulesetWord>& words) {
  std::string out = fmt::format(
      "# The words of {0}'s ruleset\n\n"
      "Generated by `cardinal docs` from the globals that `cards/{0}/rules/*.lua` leave to card scripts, besides\n"
      "the engine's bindings (`docs/lua-api.md`) and the words of the rules libraries its declaration names\n"
      "(`docs/lib/<name>.md`). Each word's text is the comment above its definition: edit that comment and run\n"
      "`cardinal docs`, never this file. Editors read the same words, annotated, from `docs/games/{0}.meta.lua`.\n",
      game);
  std::vector<std::string> libs;
  for (const RulesetWord& w : words)
    if (std::string l = word_library(w); !l.empty() && std::find(libs.begin(), libs.end(), l) == libs.end())
      libs.push_back(l);
  std::sort(libs.begin(), libs.end());
  for (const std::string& l : libs) {
    std::string names;
    for (const RulesetWord* w : of_library(words, l)) names += (names.empty() ? "`" : ", `") + w->name + "`";
    out += fmt::format("\nFrom the rules library `{0}` (`docs/lib/{0}.md`): {1}.\n", l, names);
  }
  return out + markdown_body(of_library(words, ""));
}

std::string words_luals(const std::string& game, const std::vector<RulesetWord>& words) {
  std::string out = fmt::format(
      "---@meta\n"
      "-- Generated by `cardinal docs`: the words {0}'s ruleset (cards/{0}/rules) gives its card scripts,\n"
      "-- for LuaLS (add this file to \"workspace.library\" beside scripting/cardinal.meta.lua while editing\n"
      "-- {0}'s cards; .luarc.json has the rules libraries' words). Edit the comments above the definitions,\n"
      "-- never this file.\n",
      game);
  return out + luals_body(of_library(words, ""));
}

std::string library_words_markdown(const std::string& lib, const std::vector<RulesetWord>& words) {
  std::string out = fmt::format(
      "# The words of the rules library `{0}`\n\n"
      "Generated by `cardinal docs` from the globals that `cards/lib/{0}/*.lua` leave to the rulesets that name\n"
      "the library in their declaration (`libraries = {{ \"{0}\" }}`), and to their cards. Each word's text is the\n"
      "comment above its definition: edit that comment and run `cardinal docs`, never this file. Editors read the\n"
      "same words, annotated, from `docs/lib/{0}.meta.lua` (in `.luarc.json`).\n",
      lib);
  return out + markdown_body(of_library(words, lib));
}

std::string library_words_luals(const std::string& lib, const std::vector<RulesetWord>& words) {
  std::string out = fmt::format(
      "---@meta\n"
      "-- Generated by `cardinal docs`: the words of the rules library {0} (cards/lib/{0}), for LuaLS\n"
      "-- (.luarc.json lists this file). Edit the comments above the definitions, never this file.\n",
      lib);
  return out + luals_body(of_library(words, lib));
}

}  // namespace cardinal
