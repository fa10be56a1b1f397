// Declarations used while a library loads: the ruleset's declaration and the
// ability constructors card scripts return. They only build Lua tables; the
// loader turns them into definitions.
#include "scripting/api.h"
#include "scripting/api_util.h"

#include <string>
#include <vector>

namespace cardinal::api {

int l_ruleset(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.decl");
  if (!lua_isnil(L, -1)) return luaL_error(L, "ruleset{} is declared twice");
  lua_pushvalue(L, 1);
  lua_setfield(L, LUA_REGISTRYINDEX, "cardinal.decl");
  // Where it is declared ("game/rules/00_game.lua:3: "), so a fault the
  // loader finds in it later names the file and line.
  luaL_where(L, 1);
  lua_setfield(L, LUA_REGISTRYINDEX, "cardinal.decl_where");
  // libraries = { "common", ... }: shared rules words (the cards root's
  // lib/<name>/), run now into the ruleset's globals, so the ruleset's later
  // files use them and may redefine them.
  std::vector<std::string> names;
  if (lua_getfield(L, 1, "libraries") != LUA_TNIL) {
    if (!lua_istable(L, -1)) return luaL_error(L, "ruleset{}: libraries must be a list of library names");
    for (lua_Integer i = 1;; i++) {
      int t = lua_rawgeti(L, -1, i);
      if (t == LUA_TNIL) break;
      if (t != LUA_TSTRING) return luaL_error(L, "ruleset{}: libraries[%d] must be a library name (a string)", int(i));
      names.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_settop(L, 1);
  HostBuilder* b = host_of(L).builder();
  if (!names.empty() && (!b || !b->load_rules_library))
    return luaL_error(L, "ruleset{}: libraries can only be loaded with the ruleset");
  for (const std::string& n : names) b->load_rules_library(L, n);
  return 0;
}

// Copies the spec table and stamps its kind.
static int make_ability(lua_State* L, const char* kind) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
  lua_pushstring(L, kind);
  lua_setfield(L, -2, "kind");
  return 1;
}

int l_trigger(lua_State* L) { return make_ability(L, "trigger"); }
int l_activated(lua_State* L) { return make_ability(L, "activated"); }
int l_continuous(lua_State* L) { return make_ability(L, "continuous"); }
int l_replacement(lua_State* L) { return make_ability(L, "replacement"); }

int l_ability_custom(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, 1, "kind");
  if (!lua_isstring(L, -1)) return luaL_error(L, "ability{} needs a 'kind' naming the ruleset's ability kind");
  lua_pop(L, 1);
  make_ability(L, "custom");
  lua_getfield(L, 1, "kind");
  lua_setfield(L, -2, "custom");
  return 1;
}

}  // namespace cardinal::api
