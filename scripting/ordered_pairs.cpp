// pairs() in a fixed order. Lua seeds its string hashes per state (time and
// addresses, and Debian's library offers no way to fix the seed), so the raw
// order of next() differs from one process to the next. A rule that let it
// decide anything would play differently when its game is replayed, restored
// or cloned elsewhere. The sandbox's pairs visits keys numbers first
// (ascending), then strings (bytewise), then false and true; a table with
// other keys (tables, functions) has no order to give and is refused. next()
// follows the same order.
#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

#include "scripting/sandbox.h"

namespace cardinal::lua {

namespace {

// Upvalues: 1 the table (nil: values are in 3), 2 the keys in order, 3 the
// values (when the table has __pairs), 4 the position reached.
int ordered_next(lua_State* L) {
  lua_Integer pos = lua_tointeger(L, lua_upvalueindex(4));
  lua_Integer n = lua_Integer(lua_rawlen(L, lua_upvalueindex(2)));
  bool live = lua_istable(L, lua_upvalueindex(1));
  while (++pos <= n) {
    lua_rawgeti(L, lua_upvalueindex(2), pos);
    if (live) {
      lua_pushvalue(L, -1);
      lua_rawget(L, lua_upvalueindex(1));
      if (lua_isnil(L, -1)) {  // removed while the loop ran
        lua_pop(L, 2);
        continue;
      }
    } else {
      lua_rawgeti(L, lua_upvalueindex(3), pos);
    }
    lua_pushinteger(L, pos);
    lua_replace(L, lua_upvalueindex(4));
    return 2;
  }
  lua_pushinteger(L, n);
  lua_replace(L, lua_upvalueindex(4));
  lua_pushnil(L);
  return 1;
}

// The rank of the key at idx (0 number, 1 string, 2 boolean), or an error
// for a key with no order.
int rank(lua_State* L, int idx) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER: return 0;
    case LUA_TSTRING: return 1;
    case LUA_TBOOLEAN: return 2;
    default:
      return luaL_error(L,
                        "pairs: a table with %s keys has no fixed order (it would differ from one process to the "
                        "next); keep a list and use ipairs",
                        luaL_typename(L, idx));
  }
}

// A key's place in the order, read once: comparing it then needs no call
// into Lua.
struct Place {
  int rank = 0;  // 0 number, 1 string, 2 boolean
  bool integer = false;
  lua_Integer i = 0;
  lua_Number n = 0;
  const char* s = nullptr;
  size_t len = 0;
};

Place place(lua_State* L, int idx) {
  Place p;
  p.rank = rank(L, idx);
  if (p.rank == 0) {
    p.integer = lua_isinteger(L, idx);
    if (p.integer) p.i = lua_tointeger(L, idx);
    else p.n = lua_tonumber(L, idx);
  } else if (p.rank == 1) {
    p.s = lua_tolstring(L, idx, &p.len);  // a key of the table: it stays alive
  } else {
    p.i = lua_toboolean(L, idx);
  }
  return p;
}

bool before(const Place& a, const Place& b) {
  if (a.rank != b.rank) return a.rank < b.rank;
  if (a.rank == 0) {
    if (a.integer && b.integer) return a.i < b.i;
    return (a.integer ? lua_Number(a.i) : a.n) < (b.integer ? lua_Number(b.i) : b.n);
  }
  if (a.rank == 2) return a.i < b.i;
  int c = std::memcmp(a.s, b.s, std::min(a.len, b.len));
  return c < 0 || (c == 0 && a.len < b.len);
}

constexpr lua_Integer kSmall = 16;

}  // namespace

// next(t, k) -> the least key after k and its value, found by a scan of t (no
// allocation; a loop over n keys takes n scans of n): pairs' iterator for
// small tables, and the sandbox's next.
int ordered_next_key(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  bool first = lua_isnil(L, 2);
  Place after = first ? Place{} : place(L, 2);
  Place best;
  bool found = false;
  lua_pushnil(L);  // 3: the best key so far
  lua_pushnil(L);  // 4: its value
  uint64_t n = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {  // key 5, value 6
    n++;
    Place p = place(L, 5);
    if ((first || before(after, p)) && (!found || before(p, best))) {
      best = p;
      found = true;
      lua_copy(L, 5, 3);
      lua_copy(L, 6, 4);
    }
    lua_pop(L, 1);
  }
  charge(L, n);
  return 2;
}

int ordered_pairs(lua_State* L) {
  luaL_checkany(L, 1);
  lua_settop(L, 1);
  bool meta = luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL;  // frozen tables have one
  if (!meta) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer count = 0;
    lua_pushnil(L);
    while (count <= kSmall && lua_next(L, 1)) {
      lua_pop(L, 1);
      count++;
    }
    lua_settop(L, 1);
    if (count <= kSmall) {  // the common case: a stateless iterator, like next
      lua_pushcfunction(L, ordered_next_key);
      lua_pushvalue(L, 1);
      lua_pushnil(L);
      return 3;
    }
  }
  lua_newtable(L);  // 2 or 3: keys as met
  int keys = lua_gettop(L);
  lua_newtable(L);  // values as met (used when meta)
  int vals = lua_gettop(L);
  lua_Integer n = 0;
  if (meta) {
    // The metamethod's own iteration: __pairs(t) -> f, s, control.
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 1);
    lua_call(L, 1, 3);
    int f = lua_gettop(L) - 2;
    for (;;) {
      lua_pushvalue(L, f);
      lua_pushvalue(L, f + 1);
      lua_pushvalue(L, f + 2);
      lua_call(L, 2, 2);
      if (lua_isnil(L, -2)) {
        lua_pop(L, 2);
        break;
      }
      lua_pushvalue(L, -2);
      lua_replace(L, f + 2);
      lua_rawseti(L, vals, ++n);
      lua_rawseti(L, keys, n);
    }
    lua_settop(L, vals);
  } else {
    lua_pushnil(L);
    while (lua_next(L, 1)) {
      lua_pop(L, 1);
      lua_pushvalue(L, -1);
      lua_rawseti(L, keys, ++n);
    }
  }
  charge(L, uint64_t(n) * 4 + 1);  // the copy and the sort below are work done in C

  // Each key's place, read from the keys array (which keeps its strings
  // alive), then sorted; place() refuses a key with no order.
  std::vector<std::pair<Place, lua_Integer>> order;
  order.reserve(size_t(n));
  for (lua_Integer k = 1; k <= n; k++) {
    lua_rawgeti(L, keys, k);
    order.emplace_back(place(L, -1), k);
    lua_pop(L, 1);
  }
  std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return before(a.first, b.first); });

  if (meta) lua_pushnil(L);  // upvalue 1: no live table, the values were collected
  else lua_pushvalue(L, 1);
  lua_createtable(L, int(n), 0);  // upvalue 2: the keys in order
  lua_createtable(L, meta ? int(n) : 0, 0);  // upvalue 3: their values
  for (lua_Integer k = 0; k < n; k++) {
    lua_rawgeti(L, keys, order[size_t(k)].second);
    lua_rawseti(L, -3, k + 1);
    if (meta) {
      lua_rawgeti(L, vals, order[size_t(k)].second);
      lua_rawseti(L, -2, k + 1);
    }
  }
  lua_pushinteger(L, 0);  // upvalue 4: the position
  lua_pushcclosure(L, ordered_next, 4);
  return 1;
}

}  // namespace cardinal::lua
