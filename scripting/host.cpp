#include "scripting/host.h"

#include <fmt/format.h>

#include <atomic>
#include <cstring>

#include "scripting/api_fields.h"
#include "scripting/decl_schema.h"

namespace cardinal {

static lua_State* make_state(const lua::Limits& limits) {
  lua_State* L = lua::new_state(limits);
  if (!L) throw ScriptError("cannot create a Lua state");
  return L;
}

ScriptHost::ScriptHost(const lua::Limits& limits)
    : L(make_state(limits)), call_budget(limits.instructions), game_budget(limits.game_instructions) {
  *static_cast<ScriptHost**>(lua_getextraspace(L)) = this;
  lua_newtable(L);
  fn_ids_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_newtable(L);
  abilities_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
}

ScriptHost::~ScriptHost() { lua::close_state(L); }

ScriptHost& host_of(lua_State* L) { return **static_cast<ScriptHost**>(lua_getextraspace(L)); }

Game& ScriptHost::current_game() {
  if (!call_.game) luaL_error(L, "no game is running (this function cannot be used while loading, or judging a deck)");
  return *call_.game;
}

HostBuilder::HostBuilder(ScriptHost& h, const Library& lib, Library* b) : host(h), building(b) {
  if (h.builder_) throw ScriptError("a library is already being declared into this Lua state");
  h.lib_ = &lib;
  h.builder_ = this;
}

HostBuilder::~HostBuilder() { host.builder_ = nullptr; }

FnId HostBuilder::register_fn(int idx, const std::string& where) {
  lua_State* L = host.L;
  idx = lua_absindex(L, idx);
  FnId id = host.fn_id_of(L, idx);
  if (id != kNoFn) return id;
  lua_pushvalue(L, idx);
  int ref = luaL_ref(L, LUA_REGISTRYINDEX);
  id = FnId(host.fns_.size());
  host.fns_.push_back(ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, host.fn_ids_ref_);
  lua_pushvalue(L, idx);
  lua_pushinteger(L, id);
  lua_rawset(L, -3);
  lua_pop(L, 1);
  if (building) {
    if (building->fn_names.size() <= id) building->fn_names.resize(id + 1);
    building->fn_names[id] = where;
  }
  return id;
}

void HostBuilder::set_ruleset_env(int idx) {
  lua_pushvalue(host.L, idx);
  host.ruleset_env_ref_ = luaL_ref(host.L, LUA_REGISTRYINDEX);
}

void HostBuilder::label_chunk(const std::string& chunk, std::string label) { host.chunk_labels_[chunk] = std::move(label); }

FnId ScriptHost::fn_id_of(lua_State* T, int idx) {
  idx = lua_absindex(T, idx);
  lua_rawgeti(T, LUA_REGISTRYINDEX, fn_ids_ref_);
  lua_pushvalue(T, idx);
  lua_rawget(T, -2);
  FnId id = lua_isinteger(T, -1) ? FnId(lua_tointeger(T, -1)) : kNoFn;
  lua_pop(T, 2);
  return id;
}

void push_arg(lua_State* L, const Arg& a) {
  switch (a.kind) {
    case Arg::Kind::Nil: lua_pushnil(L); break;
    case Arg::Kind::Int: lua_pushinteger(L, a.v); break;
    case Arg::Kind::Obj: if (a.v) lua_pushinteger(L, a.v); else lua_pushnil(L); break;
    case Arg::Kind::Player:
      if (a.v == kNoPlayer) lua_pushnil(L); else lua_pushinteger(L, a.v + 1);
      break;
    case Arg::Kind::Str: {
      const Library* lib = host_of(L).library();
      if (lib && a.v > 0 && size_t(a.v) < lib->strings.size()) lua_pushstring(L, lib->strings.str(StrId(a.v)).c_str());
      else lua_pushnil(L);
      break;
    }
  }
}

void raise_signal(lua_State* L, lua::Signal s, const std::string& msg) {
  host_of(L).call_.signal_message = msg;
  lua::push_signal(L, s);
  lua_error(L);
  std::abort();  // lua_error does not return
}

void raise_signal_at(lua_State* L, lua::Signal s, int idx, const char* what) {
  std::string& kept = host_of(L).call_.signal_message;
  kept = lua::text_at(L, idx, what);  // the copy is gone before the error unwinds
  raise_signal(L, s, kept);           // (assigning it to itself keeps it)
}

// The label of the card whose chunk is `source` ("card 9 (B-9 Glitch)"), or null.
const std::string* ScriptHost::card_label(const std::string& source) const {
  auto it = chunk_labels_.find(source);
  return it == chunk_labels_.end() ? nullptr : &it->second;
}

// Message handler: names the card whose script raised the error, found from
// the innermost stack frame that belongs to a card's chunk (the error may be
// raised inside a ruleset helper the card called). An error value that is not
// a string (a table, perhaps with a __tostring that errors again) becomes a
// string here without running any of its metamethods, with the line it was
// raised at.
ScriptHost::Where ScriptHost::where(lua_State* L) const {
  Where w;
  lua_Debug ar;
  for (int level = 0; (w.at.empty() || !w.card) && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar)) continue;
    if (w.at.empty() && ar.currentline >= 0)
      w.at = fmt::format("{}:{}: ", ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
    if (!w.card && ar.source[0] == '@') w.card = card_label(ar.source + 1);
  }
  return w;
}

// Lua names a chunk in messages by at most LUA_IDSIZE - 1 characters, cutting
// a long path at the front ("...sets/a-long-set-name/2.lua:3: ..."), which no
// editor opens. The frame the message came from is still on the stack while
// the handler runs (error's level may point at a caller): give its whole path
// back.
static void uncut_path(lua_State* L, int msg) {
  const char* text = lua_tostring(L, msg);
  if (std::strncmp(text, "...", 3) != 0) return;
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.source[0] != '@' || ar.currentline < 0) continue;
    std::string cut = fmt::format("{}:{}:", ar.short_src, ar.currentline);
    if (std::strncmp(text, cut.c_str(), cut.size()) != 0) continue;
    lua_pushfstring(L, "%s:%d:%s", ar.source + 1, ar.currentline, text + cut.size());
    lua_replace(L, msg);
    return;
  }
}

// The message at index msg of T, made to say where the error was and which
// card's script raised it, while the frames that raised it are still on T's
// stack: in the message handler of a call, or on a procedure's coroutine
// after it failed (lua_resume leaves its stack as it was).
static void name_the_error(lua_State* T, int msg) {
  if (lua::signal_of(T, msg) != lua::Signal::None || !lua_checkstack(T, 4)) return;
  ScriptHost::Where w = host_of(T).where(T);
  if (!lua_isstring(T, msg)) {
    lua_pushstring(T, (w.at + lua::error_text(T, msg)).c_str());
    lua_replace(T, msg);
  }
  uncut_path(T, msg);
  ScriptHost& h = host_of(T);
  if (h.ruleset_env() != LUA_NOREF) {
    lua_rawgeti(T, LUA_REGISTRYINDEX, h.ruleset_env());
    std::string hint = lua::global_hint(T, lua_gettop(T), lua_tostring(T, msg));
    lua_pop(T, 1);
    if (!hint.empty()) {
      lua_pushfstring(T, "%s%s", lua_tostring(T, msg), hint.c_str());
      lua_replace(T, msg);
    }
  }
  if (w.card) {
    lua_pushfstring(T, "%s: %s", w.card->c_str(), lua_tostring(T, msg));
    lua_replace(T, msg);
  }
}

static int name_the_card(lua_State* L) {
  name_the_error(L, 1);
  return 1;
}

// "card 1 (H-1 Spin): hostile/sets/h/1.lua:4" from the trace recorded when the
// budget ran out (innermost frame for the line, innermost card frame for the
// label); `fallback` (the called function) when there is none.
std::string ScriptHost::budget_location(const std::string& fallback) const {
  const lua::SandboxState& sb = lua::sandbox(L);
  if (sb.trace.empty()) return fallback;
  std::string at = fmt::format("{}:{}", sb.trace[0].first, sb.trace[0].second);
  for (const auto& [source, line] : sb.trace)
    if (const std::string* label = card_label(source)) return fmt::format("{}: {}", *label, at);
  return fmt::format("{} (called as {})", at, fallback);
}

// An outermost call's budget, charged with the game's work as well: a
// call's, or what is left of the game's if that is less (Limits).
void ScriptHost::arm(const Game& g) {
  uint64_t left = g.script_spent() < game_budget ? game_budget - g.script_spent() : 0;
  if (left == 0)
    throw ScriptError(fmt::format("the game's script budget of {} is spent (every script call of the game "
                                  "together; an endless game?)", game_budget));
  armed_ = std::min(call_budget, left);
  game_limited_ = left < call_budget;
  lua::sandbox(L).work = &g.work();
  lua::arm_budget(L, armed_);
}

// The engine's own work for the game between script calls, on the same
// per-game budget as the calls (Scripts::charge).
void ScriptHost::charge(const Game& g, uint64_t units) {
  g.add_script_spent(units);
  if (g.script_spent() > game_budget)
    throw ScriptError(fmt::format("the game's script budget of {} is spent (every script call of the game "
                                  "together, and the engine's work for it; an endless game?)", game_budget));
}

void ScriptHost::disarm(const Game& g) {
  const lua::SandboxState& sb = lua::sandbox(L);
  g.add_script_spent(sb.budget_hit ? armed_ : armed_ - std::min(armed_, sb.budget));
  lua::disarm_budget(L);
}

// Calls a registered function with the engine's arguments and converts any
// failure into the engine's exceptions. Returns the stack index of results.
int ScriptHost::call(Game& g, FnId fn, const Args& args, int nresults) {
  if (fn == kNoFn || fn >= fns_.size()) throw ScriptError(fmt::format("no script function #{}", fn));
  if (call_.depth == 0) arm(g);  // first: it may throw (the game's budget spent) and changes nothing then
  Game* saved = call_.game;
  call_.game = &g;
  call_.depth++;
  int base = lua_gettop(L);
  lua_pushcfunction(L, name_the_card);
  lua_rawgeti(L, LUA_REGISTRYINDEX, fns_[fn]);
  for (const Arg& a : args) push_arg(L, a);
  int st = lua_pcall(L, int(args.size()), nresults, base + 1);
  lua_remove(L, base + 1);
  if (--call_.depth == 0) disarm(g);
  call_.game = saved;
  if (st == LUA_OK) return base + 1;  // results start where the handler was
  fail(L, st, fn);  // takes the error value off: the stack is back at base
}

void ScriptHost::run_without_game(FnId fn, const std::string& where, const std::function<void(lua_State*)>& body) {
  if (fn == kNoFn || fn >= fns_.size()) throw ScriptError(fmt::format("{}: no script function #{}", where, fn));
  Game* saved = call_.game;
  call_.game = nullptr;
  const bool outer = call_.depth++ == 0;
  if (outer) lua::arm_budget(L, call_budget);
  int top = lua_gettop(L), st = LUA_OK;
  auto restore = [&] {
    if (outer) lua::disarm_budget(L);
    call_.depth--;
    call_.game = saved;
  };
  try {
    st = lua::protected_run(L, 0, [&](lua_State* L) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, fns_[fn]);
      body(L);
    });
  } catch (...) {
    restore();
    lua_settop(L, top);
    throw;
  }
  restore();
  if (st != LUA_OK) {
    lua::SandboxState& sb = lua::sandbox(L);
    std::string msg = sb.budget_hit ? fmt::format("instruction budget of {} exceeded", call_budget)
                      : sb.memory_hit ? lua::memory_message(sb)
                                      : lua::error_text(L, -1);
    sb.memory_hit = sb.block_hit = false;
    lua_settop(L, top);
    throw ScriptError(fmt::format("{}: {}", where, msg));
  }
  lua_settop(L, top);
}

// A failed call on thread T (its error value on top) as the engine's
// exception: a signal the bindings raised, a spent budget or memory, or a
// script's own error. Pops the error value.
void ScriptHost::fail(lua_State* T, int st, FnId fn) {
  lua::Signal sig = lua::signal_of(T, -1);
  std::string msg = lua::error_text(T, -1);
  lua_pop(T, 1);
  const std::string& where = lib_ && fn < lib_->fn_names.size() ? lib_->fn_names[fn] : std::string("?");
  lua::SandboxState& sb = lua::sandbox(L);
  switch (sig) {
    case lua::Signal::Suspend: throw Suspend{};
    case lua::Signal::GameEnded: throw GameEnded{};
    case lua::Signal::RuleError: throw RuleError(call_.signal_message);
    case lua::Signal::ScriptError: throw ScriptError(call_.signal_message);
    case lua::Signal::Budget:
      if (game_limited_ && !sb.time_hit)
        throw ScriptError(fmt::format("{}: the game's script budget of {} is spent (every script call of the game "
                                      "together; an endless game?)", budget_location(where), game_budget));
      if (sb.time_hit)
        throw ScriptError(fmt::format("{}: time limit of {}s exceeded (endless loop in a library function?)",
                                      budget_location(where), sb.seconds));
      throw ScriptError(fmt::format("{}: instruction budget of {} exceeded ({})", budget_location(where), call_budget,
                                    sb.alloc_hit ? "copying too much memory" : "endless loop?"));
    default: break;
  }
  if (sb.budget_hit) {  // spent by an allocation (a memory copy the instruction count cannot see)
    throw ScriptError(fmt::format("{}: instruction budget of {} exceeded (copying too much memory)",
                                  budget_location(where), call_budget));
  }
  if (sb.memory_hit || st == LUA_ERRMEM) {
    std::string what = lua::memory_message(sb);
    sb.memory_hit = sb.block_hit = false;
    throw ScriptError(fmt::format("{}: {}", budget_location(where), what));
  }
  throw ScriptError(fmt::format("script error: {} (called as {})", msg, where));
}

// A procedure's result (on thread T at idx): a number or boolean as an
// integer, a zone name as its kind + 1 (replacement effects return where the
// object goes instead), anything else 0.
int64_t ScriptHost::result_of(Game& g, lua_State* T, int idx, FnId fn) {
  switch (lua_type(T, idx)) {
    case LUA_TBOOLEAN: return lua_toboolean(T, idx);
    case LUA_TNUMBER: return lua_tointeger(T, idx);
    case LUA_TSTRING: {
      int k = g.rules().zone_kind(lua_tostring(T, idx));
      if (k < 0) throw ScriptError(fmt::format("{}: unknown zone \"{}\"", lib_->fn_names[fn], lua_tostring(T, idx)));
      return k + 1;
    }
    default: return 0;
  }
}

int64_t ScriptHost::run(Game& g, FnId fn, const Args& args) {
  int top = call(g, fn, args, 1);
  int64_t r = 0;
  try {
    r = result_of(g, L, top, fn);
  } catch (...) {
    lua_settop(L, top - 1);
    throw;
  }
  lua_settop(L, top - 1);
  return r;
}

int64_t ScriptHost::run_resumable(Game& g, FnId fn, const Args& args) {
  // Nested inside another call, or from a C++ frame that must see the
  // result: a plain call (its questions unwind and replay).
  if (call_.depth > 0) return run(g, fn, args);
  if (fn == kNoFn || fn >= fns_.size()) throw ScriptError(fmt::format("no script function #{}", fn));
  lua_State* co = spare_co_;
  int ref = spare_ref_;
  spare_co_ = nullptr;
  spare_ref_ = LUA_NOREF;
  if (!co) {
    co = lua_newthread(L);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  // The procedure is the coroutine's body itself, with no C function under
  // it: a question's yield unwinds (a C++ throw in Lua 5.4 built as C++)
  // the fewest frames, and each frame costs about 2 k instructions to unwind.
  lua_rawgeti(co, LUA_REGISTRYINDEX, fns_[fn]);
  for (const Arg& a : args) push_arg(co, a);
  return drive(g, co, ref, fn, int(args.size()));
}

void ScriptHost::drop_parked() {
  for (Parked& p : parked_) {
    if (p.co) luaL_unref(L, LUA_REGISTRYINDEX, p.ref);
    p = Parked{};
  }
}

bool ScriptHost::resume(Game& g, uint64_t handle, uint32_t answer, int64_t& result) {
  Parked& slot = parked_[handle % kParked];
  if (call_.depth > 0 || slot.handle != handle || !slot.co) return false;
  Parked p = slot;
  slot = Parked{};
  lua_pushinteger(p.co, lua_Integer(answer));
  result = drive(g, p.co, p.ref, p.fn, 1);
  return true;
}

// Runs (or resumes) a procedure's coroutine until it returns or yields at a
// question; a yield parks it (Game::park) and returns 0, which the game does
// not read as a result: it sees the procedure parked.
int64_t ScriptHost::drive(Game& g, lua_State* co, int ref, FnId fn, int nargs) {
  arm(g);  // first: it may throw (the game's budget spent) and changes nothing then
  Game* saved = call_.game;
  call_.game = &g;
  call_.depth++;
  lua::SandboxState& sb = lua::sandbox(L);
  lua_State* outer = sb.L;
  sb.L = co;  // where an allocation failure is located
  running_co_ = co;
  int nres = 0;
  int st = lua_resume(co, L, nargs, &nres);
  running_co_ = nullptr;
  sb.L = outer;
  call_.depth--;
  disarm(g);
  call_.game = saved;
  if (st == LUA_YIELD && !g.decision()) {  // only the question bindings yield (scripts have no coroutines)
    luaL_unref(L, LUA_REGISTRYINDEX, ref);
    throw ScriptError(fmt::format("{}: a procedure stopped without a question", lib_ ? lib_->fn_names[fn] : "?"));
  }
  if (st == LUA_YIELD) {
    // A game's parked procedure must not crowd out the others' memory (a
    // card may fill a table and then ask): past half the limit every parked
    // one goes, and if that is not enough this one is not kept either (its
    // answer replays it, as before parking existed).
    if (sb.used > sb.limit / 2) {
      drop_parked();
      lua_gc(L, LUA_GCCOLLECT);
    }
    if (sb.used > sb.limit / 2) {
      luaL_unref(L, LUA_REGISTRYINDEX, ref);
      throw Suspend{};
    }
    // Handles are unique in the process, not just the host: a game bound to
    // another host (or to a new one where a dropped one stood) can never
    // find a slot there holding someone else's procedure under its handle.
    static std::atomic<uint64_t> next_handle{1};
    uint64_t handle = next_handle.fetch_add(1, std::memory_order_relaxed);
    Parked& slot = parked_[handle % kParked];
    if (slot.co) luaL_unref(L, LUA_REGISTRYINDEX, slot.ref);  // evicted: its game will replay
    slot = Parked{handle, co, ref, fn};
    g.park(handle);  // the game sees it parked: a return, not a throw (a throw
    return 0;        // costs about 20 k instructions per question to unwind)
  }
  // Returned (its results on top): the coroutine is free for the next task.
  // Failed (its error on top, its frames still on the stack): it is dropped,
  // not reset for reuse: an error raised in the count hook (the budget) left
  // its hooks off, and nothing on its way out turned them on again.
  auto recycle = [&] {
    lua_settop(co, 0);
    if (spare_co_ || st != LUA_OK) {
      luaL_unref(L, LUA_REGISTRYINDEX, ref);
    } else {
      spare_co_ = co;
      spare_ref_ = ref;
    }
  };
  if (st != LUA_OK && lua::signal_of(co, -1) == lua::Signal::RuleError) {
    // reject(): told to the game, not thrown (a throw here would unwind to
    // the task's settle, and the game rolls the action back either way).
    recycle();
    g.refuse(call_.signal_message);
    return 0;
  }
  try {
    if (st != LUA_OK) {
      if (st != LUA_ERRMEM) name_the_error(co, lua_gettop(co));  // as a call's message handler does
      fail(co, st, fn);
    }
    int64_t r = nres > 0 ? result_of(g, co, -nres, fn) : 0;
    recycle();
    return r;
  } catch (...) {
    recycle();
    throw;
  }
}

bool ScriptHost::test(Game& g, FnId fn, const Args& args) {
  int top = call(g, fn, args, 1);
  bool r = lua_toboolean(L, top);
  lua_settop(L, top - 1);
  return r;
}

namespace {
// Reads an Arg from a Lua value in an action's argument list.
Arg to_arg(lua_State* L, int idx) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER: return Arg::integer(lua_tointeger(L, idx));
    case LUA_TBOOLEAN: return Arg::integer(lua_toboolean(L, idx));
    case LUA_TSTRING: {
      ScriptHost& h = host_of(L);
      StrId s = h.library()->strings.find(lua_tostring(L, idx));
      if (!s) luaL_error(L, "action argument \"%s\" is not a known name", lua_tostring(L, idx));
      return Arg::str(s);
    }
    default: return Arg{};
  }
}
}  // namespace

// The ruleset's actions(p) returns { {label=, run=fn|"name", args={...}, card=, speed=, pass=}, ... }.
void ScriptHost::actions(Game& g, FnId fn, PlayerId p, std::vector<Option>& out) {
  int top = call(g, fn, {Arg::player(p)}, 1);
  if (!lua_istable(L, top)) {
    lua_settop(L, top - 1);
    throw ScriptError(fmt::format("{}: actions() must return a table", lib_->fn_names[fn]));
  }
  // Read inside a protected call: the table may have metamethods (a loop, an
  // error) that must not run unprotected.
  const bool outer = call_.depth == 0;
  if (outer) arm(g);
  int st = LUA_OK;
  try {
    st = lua::protected_run(L, 1, [&](lua_State* L) {
    const int top = 1;
    lua_Integer n = lua::list_length(L, top, lua::kMaxList, "actions");
    lua::LabelTotal labels{"actions"};
    for (lua_Integer i = 1; i <= n; i++) {
      lua_geti(L, top, i);
      int t = lua_gettop(L);
      static const api::TableParam kEntry = api::table_spec("actions", "action", CARDINAL_ACTION_ENTRY);
      api::check_fields(L, t, kEntry);
      Option o;
      o.kind = Option::Kind::Action;
      lua_getfield(L, t, "label");
      o.label = lua_isstring(L, -1) ? lua::text_at(L, -1, "actions: label") : "?";
      lua_getfield(L, t, "public");
      if (lua_isstring(L, -1)) o.public_label = lua::text_at(L, -1, "actions: public");
      labels.add(L, o.label);
      labels.add(L, o.public_label);
      lua_getfield(L, t, "run");
      if (lua_isfunction(L, -1)) o.fn = fn_id_of(L, -1);
      else if (lua_isstring(L, -1)) o.fn = g.rules().proc(lua_tostring(L, -1));
      if (o.fn == kNoFn)
        throw ScriptError(fmt::format("{}: action \"{}\" has no registered run procedure", lib_->fn_names[fn], o.label));
      lua_getfield(L, t, "args");
      if (lua_istable(L, -1)) {
        lua_Integer m = lua::list_length(L, -1, lua::kMaxArgs, "action args");
        for (lua_Integer j = 1; j <= m; j++) {
          lua_geti(L, -1, j);
          o.args.push_back(to_arg(L, -1));
          lua_pop(L, 1);
        }
      }
      lua_getfield(L, t, "card");
      if (lua_isinteger(L, -1)) o.obj = ObjId(lua_tointeger(L, -1));
      lua_getfield(L, t, "speed");
      if (lua_isinteger(L, -1)) o.speed = int8_t(lua_tointeger(L, -1));
      lua_getfield(L, t, "pass");
      if (lua_toboolean(L, -1)) o.kind = Option::Kind::Pass;  // a pass that says something (CW-6.7)
      lua_settop(L, t - 1);
      out.push_back(std::move(o));
    }
    });
  } catch (...) {
    if (outer) disarm(g);
    lua_settop(L, top - 1);
    throw;
  }
  if (outer) disarm(g);
  if (st != LUA_OK) {
    std::string msg = lua::sandbox(L).budget_hit ? "instruction budget exceeded" : lua::error_text(L, -1);
    lua_settop(L, top - 1);
    throw ScriptError(fmt::format("{}: reading the actions list: {}", lib_->fn_names[fn], msg));
  }
  lua_settop(L, top - 1);
}

}  // namespace cardinal
