#include <algorithm>
#include "scripting/sandbox.h"

#include <time.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <utility>
#include <vector>

#include "core/suggest.h"
#include "scripting/ticks.h"

namespace cardinal::lua {

namespace {
char signal_keys[7];  // one address per Signal value

int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// The CPU time the calling thread has used. The backstop counts this, not
// the wall clock: a call starved by a busy machine (a soak at nice 19 beside
// a build) is not a call that loops. Reading it is a system call (slow on
// this machine: every 16th tick cost 12% of a simulation), so the hook reads
// the cheap wall clock and only asks for CPU time once that has passed the
// deadline: a call cannot have used more CPU time than wall time.
int64_t thread_cpu_ns() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Where the running call was when an allocation failed, for the message.
// Reading the call stack allocates nothing (lua_getstack, lua_getinfo "Sl"),
// and in Lua 5.4.4 the stack stays in place while a new one is allocated.
void note_failed_allocation(SandboxState* sb) {
  if (sb->armed && sb->L && sb->trace.empty()) record_trace(sb->L);
}

// A block of old bytes (0: none) as one of nsize (> 0): from the small
// blocks or from malloc, whichever each size belongs to.
void* resize_block(SmallBlocks& b, void* ptr, size_t old, size_t nsize) {
  bool was_small = ptr && SmallBlocks::small(old), now_small = SmallBlocks::small(nsize);
  if (ptr && !was_small && !now_small) return std::realloc(ptr, nsize);
  if (was_small && now_small && SmallBlocks::same_class(old, nsize)) return ptr;
  void* p = now_small ? b.get(nsize) : std::malloc(nsize);
  if (!p || !ptr) return p;
  std::memcpy(p, ptr, std::min(old, nsize));
  if (was_small) b.put(ptr, old); else std::free(ptr);
  return p;
}

}  // namespace

SmallBlocks::~SmallBlocks() {
  for (void* c : chunks_) std::free(c);
}

void* SmallBlocks::carve(size_t bytes) {
  if (size_t(end_ - at_) < bytes) {
    void* c = std::malloc(kChunk);  // malloc's alignment, kept by 16-byte classes
    if (!c) return nullptr;
    chunks_.push_back(c);
    at_ = static_cast<char*>(c);
    end_ = at_ + kChunk;
  }
  void* p = at_;
  at_ += bytes;
  return p;
}

namespace {

void* limited_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  auto* sb = static_cast<SandboxState*>(ud);
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    sb->used -= old;
    if (ptr && SmallBlocks::small(old)) sb->blocks.put(ptr, old); else std::free(ptr);
    return nullptr;
  }
  if (nsize > old && sb->used - old + nsize > sb->limit) {
    sb->memory_hit = true;
    note_failed_allocation(sb);
    return nullptr;  // Lua raises a memory error
  }
  if (nsize > old && sb->armed && nsize > sb->block_limit) {
    sb->memory_hit = sb->block_hit = true;
    note_failed_allocation(sb);
    return nullptr;
  }
  if (nsize > old && sb->armed && !sb->budget_hit) {  // once spent, let the error unwind
    // Copying memory is work the instruction count does not see (a 100 MB
    // concatenation is one instruction): growth is charged, one step per 64
    // bytes. A spent budget fails the allocation, which the engine reports as
    // the budget running out.
    uint64_t cost = (nsize - old) >> 6;
    if (cost >= sb->budget) {
      sb->budget = 0;
      sb->budget_hit = true;
      sb->alloc_hit = true;
      note_failed_allocation(sb);
      return nullptr;
    }
    sb->budget -= cost;
  }
  void* p = resize_block(sb->blocks, ptr, old, nsize);
  if (p) sb->used = sb->used - old + nsize;
  return p;
}

[[noreturn]] void budget_spent(lua_State* L, SandboxState& sb) {
  sb.budget = 0;
  sb.budget_hit = true;
  record_trace(L);
  push_signal(L, Signal::Budget);
  lua_error(L);
  std::abort();
}

// One profile sample: the running function gets a "self" tick, every
// distinct function on the stack a "total" tick.
void profile_sample(lua_State* L, SandboxState& sb) {
  lua_Debug ar;
  std::string seen[64];
  int n = 0;
  for (int level = 0; n < 64 && lua_getstack(L, level, &ar); level++) {
    lua_getinfo(L, "S", &ar);
    if (ar.what[0] == 'C') continue;
    std::string key = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
    if (n == 0) (*sb.profile)[key].self++;
    if (std::find(seen, seen + n, key) == seen + n) {
      (*sb.profile)[key].total++;
      seen[n++] = std::move(key);
    }
  }
}

// A stretch of kTicksPerCheck ticks takes microseconds. One that took longer
// than this did work the count cannot see (instructions on big values:
// comparing or converting a 4 MiB string, copying a call's thousands of
// arguments), so the watch hook then looks at the clock after every
// instruction for the rest of the call. The switch changes no count: the
// budget is charged by ticks alone. A stretch slow by the steady clock (a
// thread that was not running, perhaps) only makes the next one measure
// its own CPU time, and a stretch slow in CPU time switches.
constexpr int64_t kSlowNs = 2'000'000;

bool out_of_time(SandboxState& sb, int64_t now) {
  if (!sb.deadline_ns || now <= sb.deadline_ns) return false;
  int64_t cpu = thread_cpu_ns();
  sb.deadline_ns = now + (sb.cpu_deadline_ns - cpu);  // starved, not spent: look again later
  return cpu > sb.cpu_deadline_ns;
}

void watch_hook(lua_State* L, lua_Debug*);

// The watch hook, on the running Lua thread: every instruction while the
// call is slow (fine), else every 1000th.
void set_watch(lua_State* L, SandboxState& sb) {
  lua_sethook(L, watch_hook, LUA_MASKCOUNT, sb.fine ? 1 : 1000);
}

// Looks at the clock: stops the call when its time backstop (its CPU time)
// has passed or another thread interrupted it; notes a slow stretch.
void look_at_clock(lua_State* L, SandboxState& sb) {
  if (sb.interrupt.exchange(false)) {
    sb.time_hit = true;
    budget_spent(L, sb);
  }
  if (!sb.deadline_ns) return;
  int64_t now = now_ns();
  if (out_of_time(sb, now)) {
    sb.time_hit = true;
    budget_spent(L, sb);
  }
  if (!sb.fine) {
    if (sb.probe_cpu_ns) {
      if (thread_cpu_ns() - sb.probe_cpu_ns > kSlowNs) {
        sb.fine = true;
        set_watch(L, sb);
      }
      sb.probe_cpu_ns = 0;
    } else if (now - sb.last_look_ns > kSlowNs) {
      sb.probe_cpu_ns = thread_cpu_ns();
    }
  }
  sb.last_look_ns = now;
}

// A count hook that charges nothing: it times a call that is slow or
// loading (whose chunk bodies run once, and are not held to kMaxUnticked),
// and samples the profile. Hooks are per Lua thread: one left on a thread
// by an earlier call takes itself off when that thread next runs.
void watch_hook(lua_State* L, lua_Debug*) {
  SandboxState& sb = sandbox(L);
  bool wanted = sb.watch_always || (sb.armed && (sb.fine || sb.watch || sb.profile));
  if (!wanted) {
    lua_sethook(L, nullptr, 0, 0);
    return;
  }
  if (lua_gethookcount(L) == 1 && !sb.fine) {
    set_watch(L, sb);
    return;
  }
  if (sb.fine && --sb.fine_steps > 0) {
    if (out_of_time(sb, now_ns()) || sb.interrupt.exchange(false)) {
      sb.time_hit = true;
      budget_spent(L, sb);
    }
    return;
  }
  sb.fine_steps = 1000;
  if (sb.profile) profile_sample(L, sb);
  look_at_clock(L, sb);
}

// Every kTicksPerCheck ticks: the engine's work for the call is charged,
// the clock read, the stack's depth checked (kMaxDepth bounds how many
// functions' ends can run one after another with no tick between), and the
// watch hook set on this thread if the call is slow or profiled.
void tick_check(lua_State* L, SandboxState& sb) {
  sb.ticks_to_check = kTicksPerCheck;
  if (sb.work) {
    uint64_t steps = *sb.work - sb.work_seen;
    sb.work_seen = *sb.work;
    if (sb.budget <= steps) budget_spent(L, sb);
    sb.budget -= steps;
  }
  look_at_clock(L, sb);
  lua_Debug ar;
  if (lua_getstack(L, kMaxDepth, &ar))
    luaL_error(L, "calls nested more than %d deep (a recursion that does not end?)", kMaxDepth);
  if ((sb.fine || sb.profile || sb.watch_always) && !lua_gethook(L)) set_watch(L, sb);
}

// The tick (scripting/ticks.h): every loop's turn and every call of a
// script function. It charges kTickSteps to the budget.
int tick(lua_State* L) {
  SandboxState& sb = sandbox(L);
  if (sb.budget <= kTickSteps) budget_spent(L, sb);
  sb.budget -= kTickSteps;
  if (--sb.ticks_to_check == 0) tick_check(L, sb);
  return 0;
}

bool is_fatal(lua_State* L, int idx) {
  Signal s = signal_of(L, idx);
  if (s != Signal::None) return true;
  SandboxState& sb = sandbox(L);
  return sb.budget_hit || sb.memory_hit;
}

// pcall / xpcall that let engine signals, budget and memory errors through:
// a script cannot catch its own suspension or swallow its instruction limit.
int safe_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  int n = lua_gettop(L) - 1;
  int st = lua_pcall(L, n, LUA_MULTRET, 0);
  if (st != LUA_OK) {
    if (is_fatal(L, -1)) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  return lua_gettop(L);
}

// xpcall's message handler: the script's handler, except for the engine's
// signals, the budget and memory errors, which pass through untouched. (A
// budget error is raised inside the instruction hook, where hooks are off: a
// script handler run from there could loop forever unseen.)
int xpcall_handler(lua_State* L) {
  if (is_fatal(L, 1)) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int safe_xpcall(lua_State* L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, xpcall_handler, 1);
  lua_replace(L, 2);    // the wrapped handler
  lua_pushvalue(L, 1);  // f
  lua_copy(L, 2, 1);    // handler at 1
  lua_replace(L, 2);    // f at 2
  int st = lua_pcall(L, n - 2, LUA_MULTRET, 1);
  if (st != LUA_OK) {
    if (is_fatal(L, -1)) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushboolean(L, 1);
  lua_replace(L, 1);
  return lua_gettop(L);
}

// load() for text chunks only, in a read-only environment of its own, with
// ticks like every other text (load_function).
int safe_load(lua_State* L) {
  size_t len;
  const char* s = luaL_checklstring(L, 1, &len);
  // The chunk's name may not pose as a file (a card's error messages name
  // their file from it): "@FILE" and "NAME" become "=load: FILE".
  std::string name = luaL_optstring(L, 2, "=(load)");
  if (name[0] != '=') name = "=load: " + (name[0] == '@' ? name.substr(1) : name);
  if (len > 0 && s[0] == LUA_SIGNATURE[0]) {
    lua_pushnil(L);
    lua_pushstring(L, "binary chunks are not allowed");
    return 2;
  }
  lua_newtable(L);  // fresh env reading the base API
  int env = lua_gettop(L);
  lua_newtable(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");  // getmetatable(_ENV) cannot reach the base table
  lua_setmetatable(L, env);
  if (load_function(L, std::string_view(s, len), name.c_str(), env) != LUA_OK) {
    lua_pushnil(L);
    lua_replace(L, env);  // nil, the message
    return 2;
  }
  return 1;
}

// Metatable fields whose effect depends on the garbage collector: a __gc
// function runs at whatever moment the collector chooses, possibly while
// another game is being served; a weak table (__mode) loses entries when the
// collector runs, which differs between processes, so a replay diverges.
struct CollectorField {
  const char* name;
  const char* why;
};
constexpr CollectorField kCollectorFields[] = {
    {"__gc", "setmetatable: a metatable with __gc is not allowed (finalizers run at unpredictable times)"},
    {"__mode", "setmetatable: a metatable with __mode is not allowed (weak tables depend on when the garbage "
               "collector runs, so replays would differ)"},
};

// setmetatable without the fields above.
int safe_setmetatable(lua_State* L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (t == LUA_TTABLE) {
    for (const CollectorField& f : kCollectorFields) {
      lua_pushstring(L, f.name);
      if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "%s", f.why);
      lua_pop(L, 1);
    }
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

int frozen_newindex(lua_State* L) {
  const char* key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
  return luaL_error(L, "attempt to change a read-only table (field '%s'): shared definitions cannot be changed", key);
}

// Pushes the hidden contents of the frozen table at idx (its metatable's
// __contents: the metatable is the engine's, so its fields are too).
void push_contents(lua_State* L, int idx) {
  lua_getmetatable(L, idx);
  lua_getfield(L, -1, "__contents");
  lua_remove(L, -2);
}

int frozen_len(lua_State* L) {
  push_contents(L, 1);
  lua_pushinteger(L, lua_Integer(lua_rawlen(L, -1)));
  return 1;
}

// __index of a frozen table whose metatable had an __index of its own: the
// contents first (upvalue 1), then the old __index (upvalue 2), which is
// handed the frozen table as self, never the contents it could write to.
int frozen_index(lua_State* L) {
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
  lua_pop(L, 1);
  lua_pushvalue(L, lua_upvalueindex(2));
  if (lua_isfunction(L, -1)) {
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_call(L, 2, 1);
    return 1;
  }
  lua_pushvalue(L, 2);
  lua_gettable(L, -2);
  return 1;
}

int frozen_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  if (lua_next(L, 1)) return 2;
  lua_pushnil(L);
  return 1;
}

int frozen_pairs(lua_State* L) {
  lua_pushcfunction(L, frozen_next);
  push_contents(L, 1);
  lua_pushnil(L);
  return 3;
}

int readonly_newindex(lua_State* L) {
  const char* what = lua_tostring(L, lua_upvalueindex(1));
  const char* key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
  return luaL_error(L, "attempt to change %s (field '%s'): it is read-only", what, key);
}

void open_lib(lua_State* L, const char* name, lua_CFunction f) {
  luaL_requiref(L, name, f, 1);
  lua_pop(L, 1);
}
}  // namespace

void push_signal(lua_State* L, Signal s) { lua_pushlightuserdata(L, &signal_keys[int(s)]); }

Signal signal_of(lua_State* L, int idx) {
  if (lua_type(L, idx) != LUA_TLIGHTUSERDATA) return Signal::None;
  void* p = lua_touserdata(L, idx);
  for (int i = 1; i < 7; i++)
    if (p == &signal_keys[i]) return Signal(i);
  return Signal::None;
}

void arm_budget(lua_State* L, uint64_t steps, bool loading) {
  SandboxState& sb = sandbox(L);
  sb.budget = steps;
  sb.watch = loading || sb.watch_always;
  sb.budget_hit = false;
  sb.time_hit = false;
  sb.alloc_hit = false;
  sb.memory_hit = false;
  sb.block_hit = false;
  sb.armed = true;
  sb.trace.clear();
  sb.work_seen = sb.work ? *sb.work : 0;
  sb.fine = false;
  sb.fine_steps = 1000;
  sb.probe_cpu_ns = 0;
  sb.ticks_to_check = kTicksPerCheck;
  sb.last_look_ns = now_ns();
  sb.deadline_ns = sb.seconds > 0 ? now_ns() + int64_t(sb.seconds * 1e9) : 0;
  sb.cpu_deadline_ns = sb.seconds > 0 ? thread_cpu_ns() + int64_t(sb.seconds * 1e9) : 0;
  if (sb.watch || sb.profile) set_watch(L, sb);
}

void push_tick(lua_State* L) { lua_pushcfunction(L, tick); }

void interrupt(lua_State* L) { sandbox(L).interrupt = true; }

std::string memory_message(const SandboxState& sb) {
  if (sb.block_hit)
    return "one string, table or stack would pass " + std::to_string(sb.block_limit >> 20) +
           " MiB, the most one value may hold while a script runs";
  return "memory limit of " + std::to_string(sb.limit >> 20) + " MB exceeded";
}

void disarm_budget(lua_State* L) {
  SandboxState& sb = sandbox(L);
  if (lua_gethook(L) && !sb.watch_always) lua_sethook(L, nullptr, 0, 0);
  sb.armed = false;
  sb.watch = false;
  sb.deadline_ns = 0;
  sb.work = nullptr;
}

void charge(lua_State* L, uint64_t n) {
  SandboxState& sb = sandbox(L);
  if (sb.budget <= n) budget_spent(L, sb);
  sb.budget -= n;
}

namespace {
struct ProtectedCall {
  const std::function<void(lua_State*)>* f;
  std::exception_ptr ex;
};
int protected_trampoline(lua_State* L) {
  auto* p = static_cast<ProtectedCall*>(lua_touserdata(L, lua_upvalueindex(1)));
  try {
    (*p->f)(L);
  } catch (const std::exception&) {  // only C++ errors: Lua's own unwinding passes through
    p->ex = std::current_exception();
  }
  return 0;
}
}  // namespace

int protected_run(lua_State* L, int nargs, const std::function<void(lua_State*)>& f) {
  ProtectedCall pc{&f, nullptr};
  lua_pushlightuserdata(L, &pc);
  lua_pushcclosure(L, protected_trampoline, 1);
  lua_insert(L, -nargs - 1);
  int st = lua_pcall(L, nargs, 0, 0);
  if (pc.ex) {
    if (st != LUA_OK) lua_pop(L, 1);
    std::rethrow_exception(pc.ex);
  }
  return st;
}

lua_Integer list_length(lua_State* L, int idx, lua_Integer max, const char* what) {
  lua_Integer n = luaL_len(L, idx);
  if (n > max) luaL_error(L, "%s: a list of %I elements (at most %I)", what, n, max);
  if (n > 0) charge_copied(L, uint64_t(n));
  return n;
}

// Work copying a script's data into C++: charged like any step, and reported
// as "copying too much memory" if it spends the budget.
void charge_copied(lua_State* L, uint64_t steps) {
  SandboxState& sb = sandbox(L);
  if (!sb.armed) return;
  if (sb.budget <= steps) sb.alloc_hit = true;
  charge(L, steps);
}

void charge_copy(lua_State* L, size_t n) { charge_copied(L, uint64_t(n >> 4) + 1); }

void LabelTotal::add(lua_State* L, const std::string& label) {
  bytes += label.size();
  if (bytes > kMaxLabelBytes)
    luaL_error(L, "%s: the options' labels pass %d bytes in all", what, int(kMaxLabelBytes));
}

std::string text_at(lua_State* L, int idx, const char* what) {
  size_t len = 0;
  const char* s = luaL_checklstring(L, idx, &len);
  if (len > kMaxText) luaL_error(L, "%s: a text of %d bytes (at most %d)", what, int(std::min(len, size_t(1) << 30)), int(kMaxText));
  charge_copy(L, len);
  return std::string(s, len);
}

void record_trace(lua_State* L) {
  SandboxState& sb = sandbox(L);
  sb.trace.clear();
  lua_Debug ar;
  for (int level = 0; sb.trace.size() < 16 && lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline < 0) continue;
    sb.trace.emplace_back(ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
  }
}

namespace {

// A metatable the engine made: frozen tables, read-only proxies and
// environments hide their metatable (__metatable) and refuse writes with a C
// function. A script cannot make a C function: the most it can do is name one
// that does nothing (__newindex = type), and then its table cannot be written
// either (rawset is not in the sandbox).
bool engine_protected(lua_State* L, int mt) {
  lua_pushliteral(L, "__metatable");
  bool hidden = lua_rawget(L, mt) != LUA_TNIL;
  lua_pushliteral(L, "__newindex");
  lua_rawget(L, mt);
  bool refuses = lua_iscfunction(L, -1);
  lua_pop(L, 2);
  return hidden && refuses;
}

// Moves the contents of the table at idx into a new table, pushed.
int move_contents(lua_State* L, int idx) {
  lua_newtable(L);
  int hidden = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, hidden);
  }
  lua_pushnil(L);
  while (lua_next(L, hidden)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, idx);
  }
  return hidden;
}

// The frozen metatable of a table whose contents are in `hidden`: the old
// metatable's metamethods (`old`, 0 if none) stay, its __index is asked after
// the contents, and writes, # and pairs are the frozen ones. Pushed.
int frozen_metatable(lua_State* L, int hidden, int old) {
  lua_newtable(L);
  int mt = lua_gettop(L);
  if (old) {
    lua_pushnil(L);
    while (lua_next(L, old)) {
      lua_pushvalue(L, -2);
      lua_insert(L, -2);
      lua_rawset(L, mt);
    }
  }
  lua_pushvalue(L, hidden);
  lua_setfield(L, mt, "__contents");
  lua_pushvalue(L, hidden);
  if (lua_getfield(L, mt, "__index") != LUA_TNIL) lua_pushcclosure(L, frozen_index, 2);  // looked up after the contents
  else lua_pop(L, 1);
  lua_setfield(L, mt, "__index");
  lua_pushcfunction(L, frozen_newindex);
  lua_setfield(L, mt, "__newindex");
  lua_pushcfunction(L, frozen_len);
  lua_setfield(L, mt, "__len");
  lua_pushcfunction(L, frozen_pairs);
  lua_setfield(L, mt, "__pairs");
  lua_pushboolean(L, 0);
  lua_setfield(L, mt, "__metatable");
  return mt;
}

// Freezes every table among the keys and values of the table at idx.
void freeze_contents(lua_State* L, int idx) {
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    if (lua_type(L, -1) == LUA_TTABLE) freeze(L, -1);
    if (lua_type(L, -2) == LUA_TTABLE) freeze(L, -2);
    lua_pop(L, 1);
  }
}

}  // namespace

void freeze(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  if (lua_type(L, idx) != LUA_TTABLE || !lua_checkstack(L, 12)) return;
  int top = lua_gettop(L);
  int old = 0;
  if (lua_getmetatable(L, idx)) {
    if (engine_protected(L, top + 1)) {  // frozen already (this ends cycles), or the engine's own
      lua_settop(L, top);
      return;
    }
    old = top + 1;
  }
  int hidden = move_contents(L, idx);
  int mt = frozen_metatable(L, hidden, old);
  lua_pushvalue(L, mt);
  lua_setmetatable(L, idx);
  // Then everything it holds, and the tables its metamethods use (a table
  // as __index is read through it).
  freeze_contents(L, hidden);
  if (old) freeze_contents(L, old);
  lua_settop(L, top);
}

void push_readonly(lua_State* L, int idx, const char* what) {
  idx = lua_absindex(L, idx);
  lua_newtable(L);
  lua_newtable(L);
  lua_pushvalue(L, idx);
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, what);
  lua_pushcclosure(L, readonly_newindex, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");  // getmetatable() cannot reach the real table
  lua_setmetatable(L, -2);
}

std::string error_text(lua_State* L, int idx) {
  switch (lua_type(L, idx)) {
    case LUA_TSTRING: return lua_tostring(L, idx);
    case LUA_TNUMBER: return lua_isinteger(L, idx) ? std::to_string(lua_tointeger(L, idx))
                                                   : std::to_string(lua_tonumber(L, idx));
    case LUA_TNIL: return "nil error value";
    default: return std::string("error object of type ") + luaL_typename(L, idx);
  }
}

std::string global_hint(lua_State* L, int env, const std::string& message) {
  size_t at = message.find("(global '");
  if (at == std::string::npos) return "";
  size_t from = at + 9, to = message.find('\'', from);
  if (to == std::string::npos) return "";
  std::string missing = message.substr(from, to - from);
  std::vector<std::string> names;
  lua_pushvalue(L, env);
  for (int depth = 0; depth < 8 && lua_type(L, -1) == LUA_TTABLE; depth++) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) == LUA_TSTRING) names.push_back(lua_tostring(L, -2));
      lua_pop(L, 1);
    }
    if (!lua_getmetatable(L, -1)) break;
    lua_pushstring(L, "__index");
    lua_rawget(L, -2);
    lua_remove(L, -2);  // the metatable
    lua_remove(L, -2);  // the table it was of
  }
  lua_pop(L, 1);
  // In name order: did_you_mean takes the closest, the first of equals, so
  // the hint is the same whatever order the tables keep their keys in.
  std::sort(names.begin(), names.end());
  return did_you_mean(missing, {names.begin(), names.end()});
}

lua_State* new_state(const Limits& limits) {
  auto* sb = new SandboxState;
  sb->limit = limits.memory_bytes;
  lua_State* L = lua_newstate(limited_alloc, sb);
  if (!L) {
    delete sb;
    return nullptr;
  }
  sb->L = L;
  open_lib(L, LUA_GNAME, luaopen_base);
  open_lib(L, LUA_STRLIBNAME, luaopen_string);
  open_lib(L, LUA_TABLIBNAME, luaopen_table);
  open_lib(L, LUA_MATHLIBNAME, luaopen_math);
  open_lib(L, LUA_UTF8LIBNAME, luaopen_utf8);

  // The base environment: safe globals only, library tables read-only.
  lua_newtable(L);
  int base = lua_gettop(L);
  static const char* keep[] = {"assert", "error", "ipairs", "next", "pairs", "rawequal", "rawlen",
                               "rawget", "select", "tonumber", "tostring", "type", "_VERSION",
                               "getmetatable"};
  for (const char* k : keep) {
    lua_getglobal(L, k);
    lua_setfield(L, base, k);
  }
  lua_pushcfunction(L, safe_tostring);  // no addresses
  lua_setfield(L, base, "tostring");
  lua_pushcfunction(L, ordered_pairs);  // Lua's own order differs per process
  lua_setfield(L, base, "pairs");
  lua_pushcfunction(L, ordered_next_key);
  lua_setfield(L, base, "next");
  lua_pushcfunction(L, safe_setmetatable);
  lua_setfield(L, base, "setmetatable");
  lua_pushcfunction(L, safe_pcall);
  lua_setfield(L, base, "pcall");
  lua_pushcfunction(L, safe_xpcall);
  lua_setfield(L, base, "xpcall");
  lua_pushcfunction(L, safe_load);
  lua_setfield(L, base, "load");
  install_budgeted_base(L, base);

  // string without dump; math without random.
  lua_getglobal(L, "table");
  install_budgeted_table(L, lua_gettop(L));
  lua_pop(L, 1);
  lua_getglobal(L, "utf8");
  install_budgeted_utf8(L, lua_gettop(L));
  lua_pop(L, 1);
  lua_getglobal(L, "string");
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  install_budgeted_string(L, lua_gettop(L));
  push_readonly(L, -1, "the string library");
  lua_setfield(L, base, "string");
  // Strings' metatable: hide it so ("").x cannot reach the real string table.
  lua_pushliteral(L, "");
  if (lua_getmetatable(L, -1)) {
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  lua_getglobal(L, "math");
  install_budgeted_math(L, lua_gettop(L));
  lua_pushnil(L);
  lua_setfield(L, -2, "random");
  lua_pushnil(L);
  lua_setfield(L, -2, "randomseed");
  push_readonly(L, -1, "the math library");
  lua_setfield(L, base, "math");
  lua_pop(L, 1);
  for (const char* lib : {"table", "utf8"}) {
    lua_getglobal(L, lib);
    push_readonly(L, -1, lib);
    lua_setfield(L, base, lib);
    lua_pop(L, 1);
  }
  lua_pushvalue(L, base);
  lua_setfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  freeze(L, base);  // reached only through __index chains; frozen all the same
  lua_pop(L, 1);

  // Nothing else is reachable from the globals table either.
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, -4);
  }
  lua_pop(L, 1);

  sb->budget = limits.instructions;
  sb->seconds = limits.seconds;
  sb->block_limit = limits.block_bytes;
  return L;
}

void close_state(lua_State* L) {
  if (!L) return;
  void* ud;
  lua_getallocf(L, &ud);
  lua_close(L);
  delete static_cast<SandboxState*>(ud);
}

}  // namespace cardinal::lua
