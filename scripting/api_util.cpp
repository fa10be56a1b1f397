#include "scripting/api_util.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace cardinal::api {

Game& game(lua_State* L) { return host_of(L).current_game(); }

ObjId check_card(lua_State* L, int idx) {
  lua_Integer v = luaL_checkinteger(L, idx);
  if (v <= 0 || v > 0xFFFFFFFFll) luaL_argerror(L, idx, "not a card");
  return ObjId(v);
}

int32_t check_int32(lua_State* L, int idx) {
  lua_Integer v = luaL_checkinteger(L, idx);
  if (v < INT32_MIN || v > INT32_MAX)
    luaL_argerror(L, idx, lua_pushfstring(L, "%I does not fit a game number (-2147483648 to 2147483647)", v));
  return int32_t(v);
}

ObjId check_live(lua_State* L, int idx) {
  ObjId id = check_card(L, idx);
  if (!game(L).obj(id)) luaL_argerror(L, idx, "the card has left its zone");
  return id;
}

PlayerId check_player(lua_State* L, int idx) {
  lua_Integer v = luaL_checkinteger(L, idx);
  Game& g = game(L);
  if (v < 1 || v > g.players()) luaL_argerror(L, idx, "not a player number");
  return PlayerId(v - 1);
}

PlayerId opt_player(lua_State* L, int idx, PlayerId dflt) {
  return lua_isnoneornil(L, idx) ? dflt : check_player(L, idx);
}

int check_zone_kind(lua_State* L, int idx) {
  const char* name = luaL_checkstring(L, idx);
  int k = game(L).rules().zone_kind(name);
  if (k < 0) luaL_argerror(L, idx, lua_pushfstring(L, "unknown zone \"%s\"", name));
  return k;
}

ZoneId check_zone(lua_State* L, int kind_idx, int player_idx) {
  int k = check_zone_kind(L, kind_idx);
  Game& g = game(L);
  PlayerId p = 0;
  if (g.rules().zones[k].per_player) p = check_player(L, player_idx);
  return g.zone(k, p);
}

// Scripts name a characteristic by a literal ("type", "cost"), the same Lua
// string every time, so the index found for a string's address is kept (per
// thread, a few slots by address); a slot is believed only if the ruleset's
// characteristic at its index has the string's name, so a reused address (of
// a string or of a ruleset) costs a lookup, never a wrong index.
int check_char(lua_State* L, int idx) {
  size_t len = 0;
  const char* name = luaL_checklstring(L, idx, &len);
  Game& g = game(L);
  const RulesetDef& rules = g.rules();
  struct Slot {
    const RulesetDef* rules = nullptr;
    const char* name = nullptr;
    int index = -1;
  };
  static thread_local std::array<Slot, 16> slots;
  Slot& slot = slots[(reinterpret_cast<uintptr_t>(name) >> 4) & 15];
  if (slot.name == name && slot.rules == &rules && size_t(slot.index) < rules.chars.size()) {
    const std::string& known = rules.chars[size_t(slot.index)].name;
    if (known.size() == len && std::memcmp(known.data(), name, len) == 0) return slot.index;
  }
  int c = rules.char_index(std::string_view(name, len));
  if (c < 0) luaL_argerror(L, idx, lua_pushfstring(L, "unknown characteristic \"%s\"", name));
  slot = {&rules, name, c};
  return c;
}

void push_player(lua_State* L, PlayerId p) {
  if (p == kNoPlayer) lua_pushnil(L); else lua_pushinteger(L, p + 1);
}

void push_cards(lua_State* L, const std::vector<ObjId>& ids) {
  lua_createtable(L, int(ids.size()), 0);
  for (size_t i = 0; i < ids.size(); i++) {
    lua_pushinteger(L, ids[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
}

StrId intern(lua_State* L, const char* s) {
  ScriptHost& h = host_of(L);
  StrId id = h.library()->strings.find(s);
  return id;
}

std::string& guarded_message() {
  static thread_local std::string msg;
  return msg;
}

std::string located(lua_State* L, const std::string& msg) {
  ScriptHost::Where w = host_of(L).where(L);
  return (w.card ? *w.card + ": " : std::string()) + w.at + msg;
}

}  // namespace cardinal::api
