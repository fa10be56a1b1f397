// Bindings that read the game (no state change).
#include "scripting/api.h"
#include "scripting/api_util.h"

namespace cardinal::api {

int l_players(lua_State* L) {
  lua_pushinteger(L, game(L).players());
  return 1;
}

int l_active_player(lua_State* L) {
  game(L).note_read(Game::kReadPlayers);
  push_player(L, game(L).active());
  return 1;
}

int l_turn(lua_State* L) {
  game(L).note_read(Game::kReadPlayers);
  lua_pushinteger(L, game(L).state().turn);
  return 1;
}

int l_turn_order(lua_State* L) {
  game(L).note_read(Game::kReadPlayers);
  std::span<const PlayerId> order = game(L).turn_order();
  lua_createtable(L, int(order.size()), 0);
  for (size_t i = 0; i < order.size(); i++) {
    push_player(L, order[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

int l_next_player(lua_State* L) {
  game(L).note_read(Game::kReadPlayers);
  push_player(L, game(L).next_player(check_player(L, 1)));
  return 1;
}

int l_in_game(lua_State* L) {
  game(L).note_read(Game::kReadPlayers);
  lua_pushboolean(L, game(L).in_game(check_player(L, 1)));
  return 1;
}

int l_cards(lua_State* L) {
  Game& g = game(L);
  ZoneId z = check_zone(L, 1, 2);
  g.note_read(Game::zone_part(g.kind_index(z)));
  push_cards(L, g.zone_objects(z));
  return 1;
}

int l_count(lua_State* L) {
  Game& g = game(L);
  ZoneId z = check_zone(L, 1, 2);
  g.note_read(Game::zone_part(g.kind_index(z)));
  lua_pushinteger(L, lua_Integer(g.zone_at(z).slots.size()));
  return 1;
}

int l_top(lua_State* L) {
  Game& g = game(L);
  ZoneId zid = check_zone(L, 1, 2);
  g.note_read(Game::zone_part(g.kind_index(zid)));
  const Zone& z = g.zone_at(zid);
  if (z.slots.empty()) lua_pushnil(L); else lua_pushinteger(L, g.id_of(z.slots.back()));
  return 1;
}

int l_exists(lua_State* L) {
  Game& g = game(L);
  if (!lua_isinteger(L, 1)) {
    lua_pushboolean(L, 0);
    return 1;
  }
  ObjId id = ObjId(lua_tointeger(L, 1));
  g.note_read(g.card_parts(id));
  lua_pushboolean(L, g.obj(id) != nullptr);
  return 1;
}

int l_zone_of(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id));
  const Object* o = g.last_known(id);
  if (!o) return 0;
  const Zone& z = g.zone_at(o->zone);
  lua_pushstring(L, g.rules().zones[z.kind].name.c_str());
  push_player(L, z.player);
  return 2;
}

int l_owner(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id));
  const Object* o = g.last_known(id);
  if (!o) return 0;
  push_player(L, o->owner);
  return 1;
}

int l_controller(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id) | Game::kReadControl);
  const Object* o = g.last_known(id);
  if (!o) return 0;
  push_player(L, o->controller);
  return 1;
}

int l_is_tapped(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.tapped_parts(id));
  const Object* o = g.last_known(id);
  lua_pushboolean(L, o && o->tapped());
  return 1;
}

int l_is_face_down(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id) | Game::kReadFace);
  const Object* o = g.last_known(id);
  lua_pushboolean(L, o && o->face_down());
  return 1;
}

void push_char(lua_State* L, const Library& lib, const std::vector<int32_t>& ints,
               const std::vector<std::vector<StrId>>& sets, int c) {
  switch (lib.rules.chars[c].kind) {
    case CharKind::Int: lua_pushinteger(L, ints[c]); break;
    case CharKind::Str: {
      const std::string& v = lib.strings.str(StrId(ints[c]));
      lua_pushlstring(L, v.data(), v.size());
      break;
    }
    case CharKind::Set:
      lua_createtable(L, int(sets[c].size()), 0);
      for (size_t i = 0; i < sets[c].size(); i++) {
        const std::string& v = lib.strings.str(sets[c][i]);
        lua_pushlstring(L, v.data(), v.size());
        lua_rawseti(L, -2, lua_Integer(i + 1));
      }
      break;
  }
}

static void push_char(lua_State* L, Game& g, const CharSheet& sh, int c) { push_char(L, g.library(), sh.ints, sh.sets, c); }

int l_get(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  int c = check_char(L, 2);
  g.note_read(g.card_parts(id));  // chars_for notes the rest
  if (!g.last_known(id)) return 0;
  const CharSheet& sh = g.chars_for(id, c);
  push_char(L, g, sh, c);
  return 1;
}

int l_printed(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  int c = check_char(L, 2);
  g.note_read(g.card_parts(id));
  const Object* o = g.last_known(id);
  if (!o) return 0;
  push_char(L, g, g.library().printed[o->card], c);
  return 1;
}

int l_has(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  int c = check_char(L, 2);
  const char* v = luaL_checkstring(L, 3);
  g.note_read(g.card_parts(id));  // chars_for notes the rest
  StrId s = intern(L, v);
  if (!s) {
    lua_pushboolean(L, 0);
    return 1;
  }
  if (g.rules().chars[c].kind == CharKind::Set) lua_pushboolean(L, g.set_has(id, c, s));
  else lua_pushboolean(L, g.get_int(id, c) == int32_t(s));
  return 1;
}

int l_var(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  int v = g.rules().obj_var(luaL_checkstring(L, 2));
  if (v < 0) return luaL_argerror(L, 2, "unknown object variable");
  g.note_read(g.var_parts(id));
  const Object* o = g.last_known(id);
  lua_pushinteger(L, o ? o->vars[v] : 0);
  return 1;
}

int l_pvar(lua_State* L) {
  Game& g = game(L);
  PlayerId p = check_player(L, 1);
  int v = g.rules().player_var(luaL_checkstring(L, 2));
  if (v < 0) return luaL_argerror(L, 2, "unknown player variable");
  g.note_read(Game::kReadPlayerVars);
  lua_pushinteger(L, g.player_var(p, v));
  return 1;
}

int l_gvar(lua_State* L) {
  Game& g = game(L);
  int v = g.rules().game_var(luaL_checkstring(L, 1));
  if (v < 0) return luaL_argerror(L, 1, "unknown game variable");
  g.note_read(Game::kReadGameVars);
  lua_pushinteger(L, g.game_var(v));
  return 1;
}

int l_param(lua_State* L) {
  lua_pushinteger(L, game(L).param(luaL_checkstring(L, 1)));
  return 1;
}

// component(name): the card ids of a table component (ruleset key
// `components`), in order; the ruleset's setup creates them.
int l_component(lua_State* L) {
  const Game& g = game(L);
  const char* name = luaL_checkstring(L, 1);
  const auto& defs = g.rules().components;
  for (size_t i = 0; i < defs.size(); i++) {
    if (defs[i].name != name) continue;
    const std::vector<int64_t>& ids = g.library().component_cards[i];
    lua::charge(L, ids.size() / 16 + 1);
    lua_createtable(L, int(ids.size()), 0);
    for (size_t k = 0; k < ids.size(); k++) {
      lua_pushinteger(L, lua_Integer(ids[k]));
      lua_rawseti(L, -2, lua_Integer(k + 1));
    }
    return 1;
  }
  return luaL_argerror(L, 1, lua_pushfstring(L, "no component named \"%s\" (ruleset key components)", name));
}

// The printed card of argument 1 (as it is, or last was), or null.
const CardDef* printed_card(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id));
  const Object* o = g.last_known(id);
  return o ? &g.card_of(*o) : nullptr;
}

int l_card_id(lua_State* L) {
  const CardDef* c = printed_card(L);
  if (!c) return 0;
  lua_pushinteger(L, c->id);
  return 1;
}

int l_card_name(lua_State* L) {
  const CardDef* c = printed_card(L);
  if (!c) return 0;
  lua_pushstring(L, c->name.c_str());
  return 1;
}

int l_card_text(lua_State* L) {
  const CardDef* c = printed_card(L);
  if (!c) return 0;
  lua_pushstring(L, c->text.c_str());
  return 1;
}

int l_describe(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id));
  lua_pushstring(L, g.describe(id).c_str());
  return 1;
}

// A list of ability indices as Lua sees them (1-based).
int push_ability_list(lua_State* L, const std::vector<uint32_t>& abs) {
  lua_createtable(L, int(abs.size()), 0);
  for (size_t i = 0; i < abs.size(); i++) {
    lua_pushinteger(L, abs[i] + 1);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

int l_abilities(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  return push_ability_list(L, g.abilities_of(id));  // it notes what it reads
}

int l_printed_abilities(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id));
  const Object* o = g.last_known(id);
  if (!o) return luaL_error(L, "printed_abilities: no such card");
  return push_ability_list(L, g.card_of(*o).abilities);
}

int l_ability(lua_State* L) {
  ScriptHost& h = host_of(L);
  lua_Integer i = luaL_checkinteger(L, 1);
  lua_rawgeti(L, LUA_REGISTRYINDEX, h.abilities_table());
  lua_rawgeti(L, -1, i);
  return 1;
}

int l_ability_works(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  lua_Integer a = luaL_checkinteger(L, 2);
  if (a < 1 || size_t(a) > g.library().abilities.size()) return luaL_argerror(L, 2, "not an ability");
  // ability_works notes what it reads (and its condition, its own)
  lua_pushboolean(L, g.ability_works(id, uint32_t(a - 1)));
  return 1;
}

static void push_link(lua_State* L, const Link& l) {
  lua_createtable(L, 0, 8);
  lua_pushinteger(L, l.id);
  lua_setfield(L, -2, "id");
  if (l.source) {
    lua_pushinteger(L, l.source);
    lua_setfield(L, -2, "source");
  }
  push_player(L, l.controller);
  lua_setfield(L, -2, "controller");
  lua_pushinteger(L, l.speed);
  lua_setfield(L, -2, "speed");
  if (l.ability) {
    lua_pushinteger(L, l.ability);
    lua_setfield(L, -2, "ability");
  }
  push_cards(L, l.targets);
  lua_setfield(L, -2, "targets");
  // What resolving it runs, so a copy of the link can run the same.
  const ScriptHost& h = host_of(L);
  if (int ref = h.fn_ref(l.fn); ref != LUA_NOREF) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_setfield(L, -2, "run");
  }
  lua_pushstring(L, l.label.c_str());
  lua_setfield(L, -2, "label");
  lua_createtable(L, int(l.args.size()), 0);
  for (size_t i = 0; i < l.args.size(); i++) {
    push_arg(L, l.args[i]);
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_setfield(L, -2, "args");
  const auto& names = game(L).rules().link_vars;
  lua_createtable(L, 0, int(names.size()));
  for (size_t i = 0; i < names.size(); i++) {
    lua_pushinteger(L, l.vars[i]);
    lua_setfield(L, -2, names[i].c_str());
  }
  lua_setfield(L, -2, "vars");
}

int l_chain_size(lua_State* L) {
  game(L).note_read(Game::kReadChain);
  lua_pushinteger(L, lua_Integer(game(L).chain().size()));
  return 1;
}

int l_chain_link(lua_State* L) {
  game(L).note_read(Game::kReadChain);
  const auto& chain = game(L).chain();
  lua_Integer i = luaL_checkinteger(L, 1);
  if (i < 1 || size_t(i) > chain.size()) return 0;
  push_link(L, chain[size_t(i - 1)]);
  return 1;
}

int l_current_link(lua_State* L) {
  game(L).note_read(Game::kReadChain);
  const Link* l = game(L).resolving_link();
  if (!l) return 0;
  push_link(L, *l);
  return 1;
}

int l_step(lua_State* L) {
  Game& g = game(L);
  g.note_clock_read();
  const GameState& s = g.state();
  if (s.seqs.empty()) return 0;
  const SeqPos& p = s.seqs.back();
  const auto& seq = g.rules().sequences[p.seq];
  lua_pushstring(L, g.rules().steps[seq.steps[p.index]].name.c_str());
  lua_pushstring(L, seq.name.c_str());
  return 2;
}

int l_in_sequence(lua_State* L) {
  Game& g = game(L);
  g.note_clock_read();
  const char* name = luaL_checkstring(L, 1);
  bool found = false;
  for (const SeqPos& p : g.state().seqs) found |= g.rules().sequences[p.seq].name == name;
  lua_pushboolean(L, found);
  return 1;
}

// memo(fn, arg): fn(arg), computed once and kept while nothing it read
// changes. fn runs read-only (like a condition), so its value is a function
// of what it read (Game::ReadWatch: the zones of the kinds it looked at,
// controllers, variables, the step...) and of arg: the value holds until a
// change to one of those parts (Game::read_stamp), however many other
// changes come first. A reader of a kept value reads what it read.
// The caches are never shared between games or copies (Game::cache_key).
// Not part of the state: a clone, a restored snapshot or a replay computes
// it again and gets the same value.
int l_memo(lua_State* L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_settop(L, 2);
  Game& g = game(L);
  ScriptHost& h = host_of(L);
  Game::CacheKey k = g.cache_key();
  ScriptHost::MemoRoot& r = h.memo();
  if (r.ref == LUA_NOREF || r.game != k.game || r.entries >= ScriptHost::kMemoEntries) {
    luaL_unref(L, LUA_REGISTRYINDEX, r.ref);
    lua_newtable(L);
    r = {luaL_ref(L, LUA_REGISTRYINDEX), k.game, 0};
  }
  if (lua_isnil(L, 2)) lua_pushlightuserdata(L, &h);  // the key for "no argument"
  else lua_pushvalue(L, 2);                        // 3: the key
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.ref);
  for (int level = 0; level < 2; level++) {  // root[context], then [fn]
    if (level == 0) lua_pushinteger(L, k.context); else lua_pushvalue(L, 1);
    lua_pushvalue(L, -1);
    if (lua_rawget(L, -3) != LUA_TTABLE) {
      lua_pop(L, 1);
      lua_newtable(L);
      lua_pushvalue(L, -2);
      lua_pushvalue(L, -2);
      lua_rawset(L, -5);
    }
    lua_remove(L, -2);  // the key
    lua_remove(L, -2);  // the parent
  }                     // 4: the values of fn
  lua_pushvalue(L, 3);
  if (lua_rawget(L, 4) == LUA_TTABLE) {  // 5: { value, parts, stamp }
    lua_rawgeti(L, 5, 2);
    uint64_t parts = uint64_t(lua_tointeger(L, -1));
    lua_rawgeti(L, 5, 3);
    uint64_t stamp = uint64_t(lua_tointeger(L, -1));
    lua_pop(L, 2);
    if (g.read_stamp(parts) == stamp) {
      g.note_read(parts);
      if (parts & Game::kReadClock) g.note_clock_read();
      lua_rawgeti(L, 5, 1);
      return 1;
    }
  } else {
    r.entries++;
  }
  lua_settop(L, 4);
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  uint64_t parts;
  {
    Game::ReadWatch reads(g);
    Game::ReadOnly ro(g);
    lua_call(L, 1, 1);                             // 5: the value
    parts = reads.parts();
  }
  lua_pushvalue(L, 3);
  lua_createtable(L, 3, 0);
  lua_pushvalue(L, 5);
  lua_rawseti(L, -2, 1);
  lua_pushinteger(L, lua_Integer(parts));
  lua_rawseti(L, -2, 2);
  lua_pushinteger(L, lua_Integer(g.read_stamp(parts)));
  lua_rawseti(L, -2, 3);
  lua_rawset(L, 4);
  lua_settop(L, 5);
  return 1;
}

}  // namespace cardinal::api
