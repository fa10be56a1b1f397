#include "scripting/loader.h"

#include "deck/deck_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "core/serialize.h"
#include "db/database.h"
#include "scripting/bindings.h"
#include "scripting/decl.h"
#include "scripting/ticks.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

// Loads one chunk (a card's script, a ruleset file, a shared library file).
// The building host compiles source text only (lua::load_text: no binary
// chunk, ticks added and checked) and keeps the compiled bytecode in `code`;
// later hosts load that bytecode only (mode "b"), so their functions come
// out numbered alike. Returns the load status, with the function or the
// message on the stack. The function is called with the tick (push_tick).
int load_chunk(lua_State* L, std::string& code, const std::string& name, bool build) {
  if (!build) return luaL_loadbufferx(L, code.data(), code.size(), ("@" + name).c_str(), "b");
  std::string bc;
  int st = lua::load_text(L, code, ("@" + name).c_str(), lua::ChunkKind::Engine, &bc);
  if (st == LUA_OK) code = std::move(bc);
  return st;
}

// Lua names a chunk in messages by at most LUA_IDSIZE - 1 characters, cutting
// a long path at the front: "...sets/a-long-set/2.lua:3: msg" becomes
// "<name>:3: msg" when the chunk `name` ends with the cut text.
std::string uncut(std::string msg, const std::string& name) {
  if (msg.rfind("...", 0) != 0) return msg;
  size_t colon = msg.find(':', 3);
  if (colon == std::string::npos) return msg;
  std::string_view tail(msg.data() + 3, colon - 3);
  if (name.size() < tail.size() || name.compare(name.size() - tail.size(), tail.size(), tail) != 0) return msg;
  return name + msg.substr(colon);
}

// Every quoted literal in a script may become a name at run time (a trait a
// card grants, an event it raises), so intern them all while loading: the
// interner is read-only once games run on many threads.
void intern_literals(Interner& in, const std::string& src) {
  for (size_t i = 0; i < src.size(); i++) {
    char q = src[i];
    if (q == '-' && i + 1 < src.size() && src[i + 1] == '-') {
      while (i < src.size() && src[i] != '\n') i++;
      continue;
    }
    if (q != '"' && q != '\'') continue;
    std::string lit;
    size_t j = i + 1;
    for (; j < src.size() && src[j] != q && src[j] != '\n'; j++) {
      if (src[j] == '\\' && j + 1 < src.size()) j++;
      lit += src[j];
    }
    if (!lit.empty() && lit.size() < 64) in.intern(lit);
    i = j;
  }
}

// A table whose reads fall through to `parent` (at the given stack index).
void push_env(lua_State* L, int parent, bool writable, const char* what) {
  parent = lua_absindex(L, parent);
  lua_newtable(L);
  lua_newtable(L);
  lua_pushvalue(L, parent);
  lua_setfield(L, -2, "__index");
  if (!writable) {
    lua_pushstring(L, what);
    lua_pushcclosure(L, [](lua_State* L) -> int {
      const char* k = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
      return luaL_error(L, "cannot set global '%s' in %s: use local variables, and game state through the engine",
                        k, lua_tostring(L, lua_upvalueindex(1)));
    }, 1);
    lua_setfield(L, -2, "__newindex");
  }
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");  // getmetatable(_ENV) cannot reach the shared tables behind it
  lua_setmetatable(L, -2);
}

}  // namespace

namespace {

// The card a load error names ("card 12: ..." or "card 12 (...) ability 1: ..."), or 0.
int64_t card_of(const std::string& message) {
  if (message.rfind("card ", 0) != 0) return 0;
  const char* end = message.data() + message.size();
  int64_t id = 0;
  auto [p, ec] = std::from_chars(message.data() + 5, end, id);
  return ec == std::errc() && p != end && (*p == ':' || *p == ' ') ? id : 0;
}

}  // namespace

std::shared_ptr<const CardLibrary> load_skipping_broken(LoadOptions opt, std::vector<BrokenCard>& broken) {
  while (true) {
    try {
      return CardLibrary::load(opt);
    } catch (const LoadError& e) {
      int64_t id = card_of(e.what());
      if (id == 0 || !opt.skip_scripts.insert(id).second) throw;
      broken.push_back({id, e.what()});
    }
  }
}

std::vector<int64_t> deck_from_command_line(const CardLibrary& lib, const std::string& arg) {
  bool path = arg.find('/') != std::string::npos || (arg.size() > 4 && arg.compare(arg.size() - 4, 4, ".txt") == 0);
  return path ? deck::deck_ids(deck::read_deck(arg), lib.rows(), lib.library().rules.deck_sections) : lib.deck(arg);
}

std::vector<int64_t> CardLibrary::deck(const std::string& name) const {
  if (!plain_name(name))
    throw LoadError(fmt::format("deck \"{}\": a deck is named by its file in {}/decks/ without \".txt\" "
                                "(letters, digits, '-', '_' and '.')", name, opt_.game));
  std::string rel = opt_.game + "/decks/" + name + ".txt";
  std::optional<std::string> text = opt_.source->read(rel);
  if (!text) throw LoadError(fmt::format("{}: no such deck", opt_.source->describe(rel)));
  return deck::deck_ids(deck::parse_deck(*text, opt_.source->describe(rel)), rows_, lib_->rules.deck_sections);
}

std::vector<std::string> CardLibrary::deck_names() const {
  std::vector<std::string> names;
  for (const std::string& e : opt_.source->list(opt_.game + "/decks").value_or(std::vector<std::string>{})) {
    if (e.size() <= 4 || !e.ends_with(".txt")) continue;
    std::string name = e.substr(0, e.size() - 4);
    if (plain_name(name)) names.push_back(std::move(name));  // one deck() can read
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The cards of each table component (RulesetDef::components): a deck of
// the game folder, or every card whose printed sheet passes `only`, by id.
void CardLibrary::resolve_components(Library& lib) const {
  lib.component_cards.clear();
  for (const ComponentDef& c : lib.rules.components) {
    std::vector<int64_t> ids;
    if (!c.deck.empty()) {
      try {
        ids = deck(c.deck);
      } catch (const std::exception& e) {
        throw LoadError(fmt::format("ruleset.components \"{}\": {}", c.name, e.what()));
      }
    } else {
      std::vector<std::pair<int64_t, uint32_t>> by_id;
      for (uint32_t i = 0; i < lib.cards.size(); i++) by_id.emplace_back(lib.cards[i].id, i);
      std::sort(by_id.begin(), by_id.end());
      for (auto [id, i] : by_id)
        if (sheet_passes(lib.rules, lib.printed[i], c.only)) ids.push_back(id);
    }
    lib.component_cards.push_back(std::move(ids));
  }
}

std::shared_ptr<const CardLibrary> CardLibrary::load(const LoadOptions& opt) {
  auto cl = std::shared_ptr<CardLibrary>(new CardLibrary);
  cl->opt_ = opt;
  if (!cl->opt_.source) cl->opt_.source = disk_source(opt.cards_dir);
  const CardSource& src = *cl->opt_.source;
  cl->lib_ = std::make_shared<Library>();
  if (!plain_name(opt.game))
    throw LoadError(fmt::format("game \"{}\": a game is named by its folder (letters, digits, '-', '_' and '.')",
                                opt.game));
  const std::string game_dir = opt.game + "/";
  if (!src.list(opt.game)) throw LoadError(fmt::format("{}: no such game folder", src.describe(opt.game)));
  auto read = [&](const std::string& rel) {
    std::optional<std::string> text = src.read(rel);
    if (!text) throw LoadError(fmt::format("{}: cannot read", src.describe(rel)));
    return *text;
  };
  auto files_in = [&](const std::string& dir, const std::string& ext) {
    std::vector<std::string> out;
    for (const std::string& e : src.list(dir).value_or(std::vector<std::string>{}))
      if (e.size() > ext.size() && e.compare(e.size() - ext.size(), ext.size(), ext) == 0 && e.back() != '/')
        out.push_back(dir + "/" + e);
    return out;
  };

  // Rows: from a built database, or built in memory from the set sources.
  std::map<std::string, std::string> set_dirs;  // set code -> folder
  std::vector<std::string> set_files;
  for (const std::string& e : src.list(game_dir + "sets").value_or(std::vector<std::string>{}))
    if (e.back() == '/' && src.read(game_dir + "sets/" + e + "cards.txt"))
      set_files.push_back(game_dir + "sets/" + e + "cards.txt");
  try {
    std::vector<db::SetSource> sources;
    for (const std::string& f : set_files) {
      sources.push_back(db::parse_set(read(f), src.describe(f)));
      set_dirs[sources.back().header.set_code] = f.substr(0, f.rfind('/'));
    }
    if (!opt.db_path.empty()) {
      db::Database d = db::Database::open(opt.db_path, db::Database::Access::ReadOnly);
      cl->rows_ = d.load_cards(opt.game);
    } else {
      db::Database d = db::Database::create(":memory:");
      std::string schema = game_dir + "schema.sql";
      d.apply_game_schema(opt.game, read(schema), src.describe(schema));
      for (auto& s : sources) d.import_set(s);
      cl->rows_ = d.load_cards(opt.game);
    }
  } catch (const db::Error& e) {
    throw LoadError(e.what());
  }

  // Ruleset chunks, in file-name order.
  std::vector<std::string> rule_files = files_in(game_dir + "rules", ".lua");
  if (rule_files.empty()) throw LoadError(fmt::format("{}: no rules/*.lua files", src.describe(opt.game)));
  Library& lib = *cl->lib_;
  for (const std::string& f : rule_files) {
    std::string text = read(f);
    intern_literals(lib.strings, text);
    cl->rules_.push_back({f, text, 0});
  }

  // Card scripts: exactly one per row, and no script without a row.
  std::map<int64_t, std::string> scripts;
  for (auto& [code, dir] : set_dirs)
    for (const std::string& f : files_in(dir, ".lua")) {
      std::string name = f.substr(f.rfind('/') + 1);
      if (name.find(".test.") != std::string::npos) continue;
      std::string stem = name.substr(0, name.size() - 4);
      if (stem.empty() || !std::all_of(stem.begin(), stem.end(), ::isdigit))
        throw LoadError(fmt::format("{}: card scripts are named by card id (<id>.lua)", src.describe(f)));
      scripts[std::stoll(stem)] = f;
    }
  std::vector<std::string> problems;
  for (const db::CardRow& r : cl->rows_) {
    auto it = set_dirs.find(r.set_code);
    std::string expect = (it != set_dirs.end() ? it->second : game_dir + "sets/" + r.set_code) + fmt::format("/{}.lua", r.id);
    if (!scripts.count(r.id))
      problems.push_back(fmt::format("card {} ({} \"{}\") has no script: expected {}", r.id, r.number, r.name,
                                     src.describe(expect)));
  }
  for (auto& [id, path] : scripts) {
    int64_t script_id = id;  // (clang 14 cannot capture a structured binding)
    bool found = std::any_of(cl->rows_.begin(), cl->rows_.end(), [&](const db::CardRow& r) { return r.id == script_id; });
    if (!found) problems.push_back(fmt::format("{}: script has no card row with id {} in the database", src.describe(path), id));
  }
  if (!problems.empty()) {
    std::string msg;
    for (auto& p : problems) msg += p + "\n";
    msg.pop_back();
    throw LoadError(msg);
  }
  for (const db::CardRow& r : cl->rows_) {
    std::string text = opt.skip_scripts.count(r.id) ? std::string("return {}") : read(scripts[r.id]);
    intern_literals(lib.strings, text);
    cl->cards_.push_back({scripts[r.id], text, r.id});
  }

  // The first host builds the definitions and compiles the chunks.
  ScriptHost h(opt.limits);
  cl->populate(h, true);
  return cl;
}

std::vector<std::string> CardLibrary::ruleset_files() const {
  std::vector<std::string> out;
  for (const Chunk& c : rules_) out.push_back(c.name);
  for (const auto& [name, chunks] : libraries_)
    for (const Chunk& c : chunks) out.push_back(c.name);
  return out;
}

std::unique_ptr<ScriptHost> CardLibrary::new_host() const {
  auto h = std::make_unique<ScriptHost>(opt_.limits);
  const_cast<CardLibrary*>(this)->populate(*h, false);
  return h;
}

// Runs the shared rules library `name` (lib/<name>/*.lua under the cards
// root, in file-name order) into the ruleset's globals, as if its files were
// the ruleset's own. Called from ruleset{} inside the protected run of the
// ruleset file that declares it: problems are Lua errors (at the ruleset{}
// line, or the library file's line) and that file's instruction budget
// applies. Building reads, interns and compiles the files; later hosts run
// the same bytecode, so function ids match.
void CardLibrary::run_rules_library(ScriptHost& h, const std::string& name, bool build) {
  lua_State* L = h.L;
  auto it = libraries_.find(name);
  if (it == libraries_.end()) {
    if (!build) luaL_error(L, "ruleset{}: library \"%s\" was not loaded when the card library was built", name.c_str());
    bool ok = !name.empty() && std::all_of(name.begin(), name.end(), [](unsigned char ch) {
      return std::isalnum(ch) || ch == '_' || ch == '-';
    });
    if (!ok) luaL_error(L, "ruleset{}: \"%s\" is not a library name (letters, digits, '_' and '-')", name.c_str());
    const CardSource& src = *opt_.source;
    const std::string dir = "lib/" + name;
    std::optional<std::vector<std::string>> entries = src.list(dir);
    if (!entries) luaL_error(L, "ruleset{}: no library \"%s\" (%s)", name.c_str(), src.describe(dir).c_str());
    std::vector<Chunk> chunks;
    for (const std::string& e : *entries) {
      if (e.back() == '/' || e.size() <= 4 || e.compare(e.size() - 4, 4, ".lua") != 0 ||
          e.find(".test.") != std::string::npos)
        continue;
      std::optional<std::string> text = src.read(dir + "/" + e);
      if (!text) luaL_error(L, "%s: cannot read", src.describe(dir + "/" + e).c_str());
      intern_literals(lib_->strings, *text);
      chunks.push_back({dir + "/" + e, std::move(*text), 0});
    }
    if (chunks.empty()) luaL_error(L, "ruleset{}: library \"%s\" has no .lua files (%s)", name.c_str(), src.describe(dir).c_str());
    it = libraries_.emplace(name, std::move(chunks)).first;
  }
  for (Chunk& c : it->second) {
    if (load_chunk(L, c.code, c.name, build) != LUA_OK) lua_error(L);  // the message names the file and line
    lua_rawgeti(L, LUA_REGISTRYINDEX, h.ruleset_env());  // (a binding's stack frame: no index of populate's)
    lua_setupvalue(L, -2, 1);
    lua::push_tick(L);
    lua_call(L, 1, 0);
  }
}

// Runs every chunk in a host. With build set, fills the Library and replaces
// each chunk's source by its bytecode; otherwise loads the bytecode and
// checks that the function table came out the same.
void CardLibrary::populate(ScriptHost& h, bool build) {
  lua_State* L = h.L;
  Library& lib = *lib_;
  HostBuilder b(h, lib, build ? &lib : nullptr);

  // api: the bindings over the sandbox base.
  lua_newtable(L);
  install_bindings(L, -1);
  lua_newtable(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  int api = lua_gettop(L);
  push_env(L, api, true, "");
  int rules_env = lua_gettop(L);
  b.set_ruleset_env(rules_env);
  // ruleset{libraries = {...}} runs shared rules libraries into the
  // ruleset's globals while its files run (each library once); never later.
  std::set<std::string> libraries_run;
  b.load_rules_library = [&](lua_State*, const std::string& name) {
    if (libraries_run.insert(name).second) run_rules_library(h, name, build);
  };

  auto run_chunk = [&](Chunk& c, int env) {
    if (load_chunk(L, c.code, c.name, build) != LUA_OK) {
      std::string msg = uncut(lua::error_text(L, -1), c.name);
      lua_pop(L, 1);
      if (msg.rfind(c.name, 0) != 0) msg = c.name + ": " + msg;  // e.g. a binary chunk given as a script
      throw LoadError(c.card ? fmt::format("card {}: {}", c.card, msg) : msg);
    }
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1);
    lua::push_tick(L);
    lua::arm_budget(L, h.call_budget, true);
    int rc = lua_pcall(L, 1, 1, 0);
    lua::disarm_budget(L);
    if (rc != LUA_OK) {
      const lua::SandboxState& sb = lua::sandbox(L);
      std::string msg = uncut(lua::error_text(L, -1), c.name);
      std::string at = c.name;
      if (!sb.trace.empty()) at = fmt::format("{}:{}", sb.trace[0].first, sb.trace[0].second);
      if (sb.budget_hit) msg = at + (sb.time_hit ? ": time limit exceeded while loading" : ": instruction budget exceeded while loading");
      else if (sb.memory_hit || rc == LUA_ERRMEM) msg = c.name + ": " + lua::memory_message(sb) + " while loading";
      else if (lua::signal_of(L, -1) != lua::Signal::None) msg = c.name + ": " + h.signal_message();
      else if (!lua_isstring(L, -1)) msg = c.name + ": " + msg;
      else msg += lua::global_hint(L, env, msg);
      lua_pop(L, 1);
      throw LoadError(c.card ? fmt::format("card {}: {}", c.card, msg) : msg);
    }
  };

  for (Chunk& c : rules_) {
    run_chunk(c, rules_env);
    lua_pop(L, 1);
  }
  // The window for libraries closes before any card runs. (A card's ruleset{}
  // is already refused as a second declaration; this keeps the loader out of
  // reach whatever the route.)
  b.load_rules_library = nullptr;
  // Declarations read tables the scripts made, whose metamethods may loop or
  // fail: inside a protected call, never unprotected (that would abort).
  auto protect = [&](int value, const std::string& what, const std::function<void(lua_State*)>& f) {
    lua_pushvalue(L, value);
    lua::arm_budget(L, h.call_budget);
    int st = lua::protected_run(L, 1, f);
    lua::disarm_budget(L);
    if (st != LUA_OK) {
      std::string msg = lua::sandbox(L).budget_hit ? "instruction budget exceeded" : lua::error_text(L, -1);
      lua_pop(L, 1);
      throw LoadError(fmt::format("{}: {}", what, msg));
    }
  };
  protect(rules_env, "ruleset", [&](lua_State*) { declare_ruleset(b, 1); });
  // The ruleset's global tables (constants, lists) are shared by every card
  // and game this state serves: read-only from now on.
  lua_pushnil(L);
  while (lua_next(L, rules_env)) {
    if (lua_type(L, -1) == LUA_TTABLE) lua::freeze(L, -1);
    lua_pop(L, 1);
  }

  // From now on the ruleset's globals are fixed: card scripts read them.
  lua_newtable(L);
  lua_pushvalue(L, api);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, "the ruleset");
  lua_pushcclosure(L, [](lua_State* L) -> int {
    return luaL_error(L, "cannot set global '%s' at run time: %s globals are read-only",
                      lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?", lua_tostring(L, lua_upvalueindex(1)));
  }, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, rules_env);

  for (size_t i = 0; i < cards_.size(); i++) {
    const db::CardRow& r = rows_[i];
    b.label_chunk(cards_[i].name, fmt::format("card {} ({} {})", r.id, r.number, r.name));
  }
  uint32_t card_index = 0;
  for (Chunk& c : cards_) {
    push_env(L, rules_env, false, ("card " + std::to_string(c.card)).c_str());
    int env = lua_gettop(L);
    run_chunk(c, env);
    protect(-1, fmt::format("card {}: {}", c.card, c.name), [&](lua_State*) {
      declare_card(b, build ? &rows_[card_index] : nullptr, c.name, card_index, 1);
    });
    // Its definitions (ability specs, which ability(i) hands to any script)
    // cannot be changed by another card, or by itself in a later game.
    lua::freeze(L, -1);
    card_index++;
    lua_settop(L, env - 1);
  }
  lua_settop(L, api - 1);
  if (build) {
    lib.index_abilities();
    resolve_components(lib);
    lib.fingerprint = compute_library_fingerprint(lib);
  } else if (h.fn_count() != lib.fn_names.size()) {
    throw LoadError(fmt::format("library reload produced {} functions, expected {}", h.fn_count(), lib.fn_names.size()));
  }
}

}  // namespace cardinal
