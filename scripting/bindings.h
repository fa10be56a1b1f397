// The one registry of Lua bindings. Everything scripts can call is listed
// here with its signature and documentation; the Lua API reference, the LuaLS
// annotations and the luacheck globals are generated from this list.
#pragma once
#include <lua.hpp>

#include <span>
#include <string>

namespace cardinal {

struct Binding {
  const char* name;
  const char* group;    // "query", "change", "choice", "declare", "sugar"
  const char* params;   // "card: Card, zone: string, player?: Player"
  const char* returns;  // "Card|nil"
  const char* doc;
  lua_CFunction fn;
};

std::span<const Binding> all_bindings();

// Puts every binding into the table at env_idx.
void install_bindings(lua_State* L, int env_idx);

std::string api_markdown();
std::string api_luals();
std::string api_luacheck();

}  // namespace cardinal
