#include "scripting/sandbox.h"

#include <cstdlib>
#include <cstring>

namespace cardinal::lua {

namespace {
char signal_keys[7];  // one address per Signal value

void* limited_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  auto* sb = static_cast<SandboxState*>(ud);
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    sb->used -= old;
    std::free(ptr);
    return nullptr;
  }
  if (nsize > old && sb->used - old + nsize > sb->limit) {
    sb->memory_hit = true;
    return nullptr;  // Lua raises a memory error
  }
  void* p = std::realloc(ptr, nsize);
  if (p) sb->used = sb->used - old + nsize;
  return p;
}

// Every 1000 instructions: charge the budget, stop the script when it is spent.
void count_hook(lua_State* L, lua_Debug*) {
  SandboxState& sb = sandbox(L);
  if (sb.budget <= 1000) {
    sb.budget = 0;
    sb.budget_hit = true;
    push_signal(L, Signal::Budget);
    lua_error(L);
  }
  sb.budget -= 1000;
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

int safe_xpcall(lua_State* L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
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

// load() for text chunks only, in a read-only environment of its own.
int safe_load(lua_State* L) {
  size_t len;
  const char* s = luaL_checklstring(L, 1, &len);
  const char* name = luaL_optstring(L, 2, "=(load)");
  if (len > 0 && s[0] == LUA_SIGNATURE[0]) {
    lua_pushnil(L);
    lua_pushstring(L, "binary chunks are not allowed");
    return 2;
  }
  if (luaL_loadbufferx(L, s, len, name, "t") != LUA_OK) {
    lua_pushnil(L);
    lua_insert(L, -2);
    return 2;
  }
  lua_newtable(L);  // fresh env reading the base API
  lua_newtable(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, -2);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
  return 1;
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

SandboxState& sandbox(lua_State* L) {
  void* ud;
  lua_getallocf(L, &ud);
  return *static_cast<SandboxState*>(ud);
}

void arm_budget(lua_State* L, uint64_t instructions) {
  SandboxState& sb = sandbox(L);
  sb.budget = instructions;
  sb.budget_hit = false;
  sb.memory_hit = false;
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

lua_State* new_state(const Limits& limits) {
  auto* sb = new SandboxState;
  sb->limit = limits.memory_bytes;
  lua_State* L = lua_newstate(limited_alloc, sb);
  if (!L) {
    delete sb;
    return nullptr;
  }
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
                               "getmetatable", "setmetatable"};
  for (const char* k : keep) {
    lua_getglobal(L, k);
    lua_setfield(L, base, k);
  }
  lua_pushcfunction(L, safe_pcall);
  lua_setfield(L, base, "pcall");
  lua_pushcfunction(L, safe_xpcall);
  lua_setfield(L, base, "xpcall");
  lua_pushcfunction(L, safe_load);
  lua_setfield(L, base, "load");

  // string without dump; math without random.
  lua_getglobal(L, "string");
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
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
  lua_setfield(L, LUA_REGISTRYINDEX, "cardinal.base");

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

  lua_sethook(L, count_hook, LUA_MASKCOUNT, 1000);
  sb->budget = limits.instructions;
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
