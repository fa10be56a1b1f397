// Bindings that ask a player a question. Inside a procedure the answer comes
// from the replay record or the procedure suspends (see core ProcState):
// where its coroutine can yield (ScriptHost::run_resumable) it yields here,
// and the answer comes back as the value it is resumed with, read by the
// binding's continuation (the binding's arguments are still on the stack).
#include "scripting/api.h"
#include "scripting/api_fields.h"
#include "scripting/api_util.h"

namespace cardinal::api {

// A yield unwinds the C stack (Lua 5.4 throws from lua_yieldk): each binding
// asks in a function of its own (`*_ask`, whose C++ objects are gone once it
// returns), under the guard that turns engine errors into Lua errors, and
// yields from a frame with nothing to clean up and no handler, so the
// unwinding stops at no landing pad on its way (each one cost a restart of
// it) and matches no catch clause (the bindings are registered unguarded).
constexpr int kYielding = -1;

// The last argument's {secret = true}: a private question (BW-18.6).
static bool secret(lua_State* L, int idx, const TableParam& spec) {
  if (!lua_istable(L, idx)) return false;
  check_fields(L, idx, spec);
  lua_getfield(L, idx, "secret");
  bool s = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return s;
}

static int choose_k(lua_State* L, int, lua_KContext) {
  lua_pushinteger(L, lua_tointeger(L, -1) + 1);
  return 1;
}

// choose(player, prompt, options, opts?) -> index (1-based). Options are
// strings or {label=, card=} tables.
[[gnu::noinline]] static int choose_ask(lua_State* L) {
  Game& g = game(L);
  Decision d;
  d.player = check_player(L, 1);
  d.prompt = lua::text_at(L, 2, "prompt");
  d.kind = "option";
  static const TableParam& kOpts = table_param("choose", 4);
  d.secret = secret(L, 4, kOpts);
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_Integer n = lua::list_length(L, 3, lua::kMaxList, "choose");
  if (n < 1) return luaL_argerror(L, 3, "no options to choose from");
  static const TableParam& kEntry = table_param("choose", 3);
  lua::LabelTotal labels{"choose"};
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, 3, i);
    check_fields(L, -1, kEntry);
    Option o;
    o.value = i;
    if (lua_isstring(L, -1)) {
      o.label = lua::text_at(L, -1, "choose: label");
    } else if (lua_istable(L, -1)) {
      lua_getfield(L, -1, "label");
      if (lua_isstring(L, -1)) o.label = lua::text_at(L, -1, "choose: label");
      lua_getfield(L, -2, "card");
      if (lua_isinteger(L, -1)) {
        o.obj = ObjId(lua_tointeger(L, -1));
        if (o.label.empty()) o.label = g.describe(o.obj);
      }
      lua_pop(L, 2);
    }
    labels.add(L, o.label);
    lua_pop(L, 1);
    d.options.push_back(std::move(o));
  }
  uint32_t a = g.ask(std::move(d), host_of(L).may_yield(L));
  if (a == Game::kYield) return kYielding;
  lua_pushinteger(L, lua_Integer(a) + 1);
  return 1;
}

// The answer indexes the cards (argument 3, checked before the question),
// or is the "None" after them.
static int choose_card_k(lua_State* L, int, lua_KContext) {
  lua_Integer a = lua_tointeger(L, -1);
  if (a < lua::list_length(L, 3, lua::kMaxList, "choose_card")) lua_geti(L, 3, a + 1); else lua_pushnil(L);
  return 1;
}

// choose_card(player, prompt, cards, optional?, opts?) -> card or nil
[[gnu::noinline]] static int choose_card_ask(lua_State* L) {
  Game& g = game(L);
  Decision d;
  d.player = check_player(L, 1);
  d.prompt = lua::text_at(L, 2, "prompt");
  d.kind = "card";
  static const TableParam& kOpts = table_param("choose_card", 5);
  d.secret = secret(L, 5, kOpts);
  luaL_checktype(L, 3, LUA_TTABLE);
  bool optional = lua_toboolean(L, 4);
  lua_Integer n = lua::list_length(L, 3, lua::kMaxList, "choose_card");
  std::vector<ObjId> cards;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, 3, i);
    cards.push_back(check_card(L, -1));
    lua_pop(L, 1);
  }
  if (cards.empty() && !optional) return luaL_argerror(L, 3, "no cards to choose from");
  // With no cards an optional choice is declined unasked; a private one is
  // still put (only "None"), so it leaves its trace in the log (BW-18.6).
  if (cards.empty() && !d.secret) {
    lua_pushnil(L);
    return 1;
  }
  for (ObjId c : cards) {
    Option o;
    o.obj = c;
    o.value = c;
    o.label = g.describe(c);
    d.options.push_back(std::move(o));
  }
  if (optional) {
    Option none;
    none.label = "None";
    d.options.push_back(none);
  }
  uint32_t a = g.ask(std::move(d), host_of(L).may_yield(L));
  if (a == Game::kYield) return kYielding;
  if (a < cards.size()) lua_pushinteger(L, cards[a]); else lua_pushnil(L);
  return 1;
}

static int yes_no_k(lua_State* L, int, lua_KContext) {
  lua_pushboolean(L, lua_tointeger(L, -1) == 0);
  return 1;
}

// yes_no(player, prompt, opts?) -> boolean
[[gnu::noinline]] static int yes_no_ask(lua_State* L) {
  Game& g = game(L);
  Decision d;
  d.player = check_player(L, 1);
  d.prompt = lua::text_at(L, 2, "prompt");
  d.kind = "yes_no";
  static const TableParam& kOpts = table_param("yes_no", 3);
  d.secret = secret(L, 3, kOpts);
  Option yes, no;
  yes.label = "Yes";
  yes.value = 1;
  no.label = "No";
  d.options = {yes, no};
  uint32_t a = g.ask(std::move(d), host_of(L).may_yield(L));
  if (a == Game::kYield) return kYielding;
  lua_pushboolean(L, a == 0);
  return 1;
}

// The guard, in a frame of its own that is gone before the yield.
[[gnu::noinline]] static int choose_guarded(lua_State* L) { return guarded<choose_ask>(L); }
[[gnu::noinline]] static int choose_card_guarded(lua_State* L) { return guarded<choose_card_ask>(L); }
[[gnu::noinline]] static int yes_no_guarded(lua_State* L) { return guarded<yes_no_ask>(L); }

int l_choose(lua_State* L) {
  int n = choose_guarded(L);
  return n == kYielding ? lua_yieldk(L, 0, 0, choose_k) : n;
}

int l_choose_card(lua_State* L) {
  int n = choose_card_guarded(L);
  return n == kYielding ? lua_yieldk(L, 0, 0, choose_card_k) : n;
}

int l_yes_no(lua_State* L) {
  int n = yes_no_guarded(L);
  return n == kYielding ? lua_yieldk(L, 0, 0, yes_no_k) : n;
}

}  // namespace cardinal::api
