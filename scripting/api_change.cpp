// Bindings that change the game. Every change goes through a Game primitive.
#include <fmt/format.h>

#include "scripting/api.h"
#include "scripting/api_fields.h"
#include "scripting/api_util.h"

namespace cardinal::api {

static int opt_int_field(lua_State* L, int t, const char* k, int dflt) {
  if (t == 0 || !lua_istable(L, t)) return dflt;
  lua_getfield(L, t, k);
  int v = lua_isinteger(L, -1) ? int(lua_tointeger(L, -1)) : dflt;
  lua_pop(L, 1);
  return v;
}

static bool opt_bool_field(lua_State* L, int t, const char* k, bool dflt) {
  if (t == 0 || !lua_istable(L, t)) return dflt;
  lua_getfield(L, t, k);
  bool v = lua_isnil(L, -1) ? dflt : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

// Where move and create put a card: {bottom=, face_down=} at argument 4
// (checked against the binding's table type). face: -1 = the zone's default.
struct Placing {
  int opts = 0;
  bool bottom = false;
  int face = -1;
};
static Placing placing(lua_State* L, const TableParam& spec) {
  Placing pl;
  pl.opts = lua_istable(L, 4) ? 4 : 0;
  if (!pl.opts) return pl;
  check_fields(L, pl.opts, spec);
  pl.bottom = opt_bool_field(L, pl.opts, "bottom", false);
  lua_getfield(L, pl.opts, "face_down");
  if (!lua_isnil(L, -1)) pl.face = lua_toboolean(L, -1) ? 1 : 0;
  lua_pop(L, 1);
  return pl;
}

// move(card, zone, player?, {bottom=, face_down=, reason=}) -> new card id
int l_move(lua_State* L) {
  Game& g = game(L);
  ObjId id = check_card(L, 1);
  const Object* o = g.obj(id);
  if (!o) {
    lua_pushnil(L);
    return 1;
  }
  int kind = check_zone_kind(L, 2);
  PlayerId p = g.rules().zones[kind].per_player ? opt_player(L, 3, o->owner) : 0;
  static const TableParam& kOpts = table_param("move", 4);
  Placing pl = placing(L, kOpts);
  uint32_t reason = uint32_t(opt_int_field(L, pl.opts, "reason", 0));
  ObjId nid = g.move(id, g.zone(kind, p), !pl.bottom, reason, pl.face);
  if (nid) lua_pushinteger(L, nid); else lua_pushnil(L);
  return 1;
}

// create(card id, zone, player, {bottom=, face_down=}) -> the new card
int l_create(lua_State* L) {
  Game& g = game(L);
  lua_Integer id = luaL_checkinteger(L, 1);
  auto it = g.library().card_by_id.find(id);
  if (it == g.library().card_by_id.end())
    return luaL_argerror(L, 1, lua_pushfstring(L, "no card with id %I in the library", id));
  int kind = check_zone_kind(L, 2);
  PlayerId owner = check_player(L, 3);
  static const TableParam& kOpts = table_param("create", 4);
  Placing pl = placing(L, kOpts);
  PlayerId zp = g.rules().zones[kind].per_player ? owner : 0;
  lua_pushinteger(L, g.create(it->second, g.zone(kind, zp), owner, !pl.bottom, pl.face));
  return 1;
}

int l_tap(lua_State* L) {
  lua_pushboolean(L, game(L).set_tapped(check_card(L, 1), true));
  return 1;
}

int l_untap(lua_State* L) {
  lua_pushboolean(L, game(L).set_tapped(check_card(L, 1), false));
  return 1;
}

int l_set_var(lua_State* L) {
  Game& g = game(L);
  int v = g.rules().obj_var(luaL_checkstring(L, 2));
  if (v < 0) return luaL_argerror(L, 2, "unknown object variable");
  g.set_var(check_card(L, 1), v, check_int32(L, 3));
  return 0;
}

int l_set_pvar(lua_State* L) {
  Game& g = game(L);
  PlayerId p = check_player(L, 1);
  int v = g.rules().player_var(luaL_checkstring(L, 2));
  if (v < 0) return luaL_argerror(L, 2, "unknown player variable");
  g.set_player_var(p, v, check_int32(L, 3));
  return 0;
}

int l_set_gvar(lua_State* L) {
  Game& g = game(L);
  int v = g.rules().game_var(luaL_checkstring(L, 1));
  if (v < 0) return luaL_argerror(L, 1, "unknown game variable");
  g.set_game_var(v, check_int32(L, 2));
  return 0;
}

// set_controller(card, player, {zone=}): with zone = true the card goes into
// the player's zone of its kind as the same object.
int l_set_controller(lua_State* L) {
  static const TableParam& kOpts = table_param("set_controller", 3);
  int opts = lua_istable(L, 3) ? 3 : 0;
  if (opts) check_fields(L, opts, kOpts);
  game(L).set_controller(check_card(L, 1), check_player(L, 2), opt_bool_field(L, opts, "zone", false));
  return 0;
}

int l_set_face_down(lua_State* L) {
  game(L).set_face_down(check_card(L, 1), lua_toboolean(L, 2));
  return 0;
}

int l_reveal(lua_State* L) {
  Game& g = game(L);
  uint8_t mask = lua_isnoneornil(L, 2) ? g.all_players_mask() : uint8_t(1u << check_player(L, 2));
  g.reveal(check_card(L, 1), mask);
  return 0;
}

int l_shuffle(lua_State* L) {
  game(L).shuffle(check_zone(L, 1, 2));
  return 0;
}

// modify(card, char, op, value, {duration=, source=, layer=, controller=}).
// The modifier remembers who controls the effect, so a rule can end a player's
// effects when they leave the game (HY-1.6, end_effects): the controller
// given, else that of the link resolving, else that of the source, else none.
int l_modify(lua_State* L) {
  Game& g = game(L);
  ObjId target = check_card(L, 1);
  const char* op = luaL_checkstring(L, 3);
  Modifier m;
  m.target = target;
  std::string ops = op;
  int c = -1;
  if (ops == "lose_abilities" || ops == "grant") {
    int l = g.rules().layer_index("abilities");
    m.layer = uint16_t(l < 0 ? 0 : l);
  } else {
    c = check_char(L, 2);
    m.chr = uint16_t(c);
    m.layer = g.rules().chars[c].layer;
  }
  if (ops == "add") { m.op = ModOp::Add; m.value = check_int32(L, 4); }
  else if (ops == "set") { m.op = ModOp::Set; m.value = check_int32(L, 4); }
  else if (ops == "gain" || ops == "lose" || ops == "become") {
    const char* v = luaL_checkstring(L, 4);
    StrId s = intern(L, v);
    if (!s) return luaL_error(L, "modify: \"%s\" is not a name known to the library", v);
    m.op = ops == "gain" ? ModOp::AddToSet : ops == "lose" ? ModOp::RemoveFromSet : ModOp::ReplaceSet;
    if (g.rules().chars[c].kind == CharKind::Str) m.op = ModOp::Set;
    m.value = int32_t(s);
  } else if (ops == "lose_abilities") { m.op = ModOp::LoseAbilities; }
  else if (ops == "grant") { m.op = ModOp::GrantAbility; m.value = int32_t(int64_t(check_int32(L, 4)) - 1); }
  else return luaL_argerror(L, 3, "op must be add, set, gain, lose, become, lose_abilities or grant");
  m.duration = 0xFF;
  if (lua_istable(L, 5)) {
    static const TableParam& kOpts = table_param("modify", 5);
    check_fields(L, 5, kOpts);
    lua_getfield(L, 5, "duration");
    if (lua_isstring(L, -1)) {
      int d = g.rules().duration(lua_tostring(L, -1));
      if (d < 0) return luaL_error(L, "modify: unknown duration \"%s\"", lua_tostring(L, -1));
      m.duration = uint8_t(d);
    }
    lua_getfield(L, 5, "source");
    if (lua_isinteger(L, -1)) m.source = ObjId(lua_tointeger(L, -1));
    lua_getfield(L, 5, "layer");
    if (lua_isstring(L, -1)) {
      int l = g.rules().layer_index(lua_tostring(L, -1));
      if (l < 0) return luaL_error(L, "modify: unknown layer \"%s\"", lua_tostring(L, -1));
      m.layer = uint16_t(l);
    }
    lua_getfield(L, 5, "controller");
    if (!lua_isnil(L, -1)) m.controller = check_player(L, lua_gettop(L));
    lua_pop(L, 4);
  }
  if (m.controller == kNoPlayer) {
    if (const Link* l = g.resolving_link()) m.controller = l->controller;
    else if (const Object* s = g.obj(m.source)) m.controller = s->controller;
  }
  if (!g.obj(target)) return 0;  // a gone object: nothing to modify
  g.add_modifier(m);
  return 0;
}

int l_end_effects(lua_State* L) {
  lua_pushinteger(L, lua_Integer(game(L).end_effects_of(check_player(L, 1))));
  return 1;
}

int l_end_duration(lua_State* L) {
  Game& g = game(L);
  int d = g.rules().duration(luaL_checkstring(L, 1));
  if (d < 0) return luaL_argerror(L, 1, "unknown duration");
  g.end_duration(d);
  return 0;
}

// push_link{run=fn|"name", args={...}, source=, controller=, targets={...}, speed=, label=, ability=}
int l_set_link_var(lua_State* L) {
  Game& g = game(L);
  lua_Integer i = luaL_checkinteger(L, 1);
  int v = g.rules().link_var(luaL_checkstring(L, 2));
  if (v < 0) return luaL_argerror(L, 2, "unknown link variable (the ruleset's link_vars)");
  if (i < 1 || size_t(i) > g.chain().size())
    return luaL_error(L, "set_link_var: no link %d (the chain has %d)", int(i), int(g.chain().size()));
  g.set_link_var(size_t(i - 1), v, check_int32(L, 3));
  return 0;
}

// A list of integers or booleans at idx (nil: none), as a procedure's arguments.
static Args int_args(lua_State* L, int idx, const char* fn) {
  Args args;
  if (lua_isnoneornil(L, idx)) return args;
  if (!lua_istable(L, idx)) luaL_error(L, "%s: args must be a list", fn);
  lua_Integer n = lua::list_length(L, idx, lua::kMaxArgs, "args");
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, idx, i);
    if (lua_isinteger(L, -1)) args.push_back(Arg::integer(lua_tointeger(L, -1)));
    else if (lua_isboolean(L, -1)) args.push_back(Arg::integer(lua_toboolean(L, -1)));
    else if (lua_isnil(L, -1)) args.push_back(Arg{});
    else luaL_error(L, "%s: args must be integers or booleans", fn);
    lua_pop(L, 1);
  }
  return args;
}

int l_push_link(lua_State* L) {
  Game& g = game(L);
  ScriptHost& h = host_of(L);
  luaL_checktype(L, 1, LUA_TTABLE);
  static const TableParam& kLink = table_param("push_link", 1);
  check_fields(L, 1, kLink);
  Link l;
  lua_getfield(L, 1, "run");
  if (lua_isfunction(L, -1)) l.fn = h.fn_id_of(L, -1);
  else if (lua_isstring(L, -1)) l.fn = g.rules().proc(lua_tostring(L, -1));
  if (l.fn == kNoFn) return luaL_error(L, "push_link: 'run' must be a registered function or ruleset procedure name");
  lua_getfield(L, 1, "source");
  if (lua_isinteger(L, -1)) l.source = ObjId(lua_tointeger(L, -1));
  lua_getfield(L, 1, "controller");
  l.controller = lua_isnil(L, -1) ? g.active() : check_player(L, lua_gettop(L));
  lua_getfield(L, 1, "speed");
  l.speed = int8_t(lua_tointeger(L, -1));
  lua_getfield(L, 1, "ability");
  l.ability = uint32_t(lua_tointeger(L, -1));
  lua_getfield(L, 1, "label");
  if (lua_isstring(L, -1)) l.label = lua::text_at(L, -1, "push_link: label");
  lua_getfield(L, 1, "targets");
  if (lua_istable(L, -1)) {
    // Bounded like its arguments: 10,000 links of 100,000 targets would be 4 GB.
    lua_Integer n = lua::list_length(L, -1, 1024, "push_link targets");
    for (lua_Integer i = 1; i <= n; i++) {
      lua_geti(L, -1, i);
      if (lua_isinteger(L, -1)) l.targets.push_back(ObjId(lua_tointeger(L, -1)));
      lua_pop(L, 1);
    }
  }
  lua_getfield(L, 1, "args");
  l.args = int_args(L, lua_gettop(L), "push_link");
  lua_settop(L, 1);
  lua_pushinteger(L, g.push_link(std::move(l)));
  return 1;
}

// checkpoint(run [, args]): the running procedure goes on in run(args) once
// it returns; what it did and was answered is kept (Game::checkpoint).
int l_checkpoint(lua_State* L) {
  Game& g = game(L);
  ScriptHost& h = host_of(L);
  FnId fn = kNoFn;
  if (lua_isfunction(L, 1)) fn = h.fn_id_of(L, 1);
  else if (lua_isstring(L, 1)) fn = g.rules().proc(lua_tostring(L, 1));
  if (fn == kNoFn) return luaL_error(L, "checkpoint: 'run' must be a registered function or ruleset procedure name");
  g.checkpoint(fn, int_args(L, 2, "checkpoint"));
  return 0;
}

// raise(event, {subject=, other=, player=, amount=, reason=})
// The optional fields of an event: {subject, other, player, amount, reason}.
static void event_fields(lua_State* L, int idx, Event& ev, const TableParam& spec) {
  if (!lua_istable(L, idx)) return;
  check_fields(L, idx, spec);
  int top = lua_gettop(L);
  lua_getfield(L, idx, "subject");
  if (lua_isinteger(L, -1)) ev.subject = ObjId(lua_tointeger(L, -1));
  lua_getfield(L, idx, "other");
  if (lua_isinteger(L, -1)) ev.other = ObjId(lua_tointeger(L, -1));
  lua_getfield(L, idx, "player");
  if (!lua_isnil(L, -1)) ev.player = check_player(L, lua_gettop(L));
  lua_getfield(L, idx, "amount");
  ev.amount = int32_t(lua_tointeger(L, -1));
  lua_getfield(L, idx, "reason");
  ev.reason = uint32_t(lua_tointeger(L, -1));
  lua_settop(L, top);
}

int l_raise(lua_State* L) {
  Game& g = game(L);
  const char* name = luaL_checkstring(L, 1);
  Event ev;
  ev.type = intern(L, name);
  if (!ev.type) return 0;  // nobody can be listening for a name no script uses
  static const TableParam& kFields = table_param("raise", 2);
  event_fields(L, 2, ev, kFields);
  g.raise(ev);
  return 0;
}

// pend(ability, source, controller, event?, fields?): a triggered ability made
// pending by the ruleset itself (delayed and state triggers it tracks in vars).
int l_pend(lua_State* L) {
  Game& g = game(L);
  lua_Integer a = luaL_checkinteger(L, 1);
  if (a < 1 || size_t(a) > g.library().abilities.size()) return luaL_error(L, "pend: no ability %d", int(a));
  PendingTrigger t;
  t.ability = uint32_t(a - 1);
  t.source = check_card(L, 2);
  t.controller = check_player(L, 3);
  t.ev.type = lua_isstring(L, 4) ? intern(L, lua_tostring(L, 4)) : 0;
  static const TableParam& kFields = table_param("pend", 5);
  event_fields(L, 5, t.ev, kFields);
  g.pend_trigger(std::move(t));
  return 0;
}

int l_set_active(lua_State* L) {
  game(L).set_active(check_player(L, 1));
  return 0;
}

int l_set_turn_order(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_Integer n = lua::list_length(L, 1, kMaxPlayers, "set_turn_order");
  std::vector<PlayerId> order;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_geti(L, 1, i);
    order.push_back(check_player(L, -1));
    lua_pop(L, 1);
  }
  game(L).set_turn_order(order);
  return 0;
}

int l_push_sequence(lua_State* L) {
  Game& g = game(L);
  const char* name = luaL_checkstring(L, 1);
  const auto& seqs = g.rules().sequences;
  for (size_t i = 0; i < seqs.size(); i++)
    if (seqs[i].name == name) {
      g.push_sequence(int(i));
      return 0;
    }
  return luaL_argerror(L, 1, "unknown sequence");
}

int l_skip_to_step(lua_State* L) {
  Game& g = game(L);
  const char* name = luaL_checkstring(L, 1);
  const RulesetDef& r = g.rules();
  const auto& turn = r.sequences[0].steps;
  for (size_t i = 0; i < turn.size(); i++)
    if (r.steps[turn[i]].name == name) {
      g.skip_to_step(int(i));
      return 0;
    }
  return luaL_argerror(L, 1, "not a step of the turn sequence");
}

int l_remove_link(lua_State* L) {
  Game& g = game(L);
  lua_Integer i = luaL_checkinteger(L, 1);
  if (i < 1 || size_t(i) > g.chain().size()) return luaL_argerror(L, 1, "no such link on the chain");
  g.remove_link(size_t(i - 1));
  return 0;
}

int l_lose(lua_State* L) {
  game(L).lose(check_player(L, 1), lua_isnoneornil(L, 2) ? "lost" : lua::text_at(L, 2, "lose: why"));
  return 0;
}

int l_win(lua_State* L) {
  game(L).win(check_player(L, 1), lua_isnoneornil(L, 2) ? "won" : lua::text_at(L, 2, "win: why"));
  return 0;
}

// An illegal or impossible action: a rule error, so an Action task is rolled
// back to its snapshot and the answer refused (docs/architecture.md).
// reject(why): the action being taken cannot be (FF-14.1): it is rolled back.
// A condition or filter decides nothing of the sort: there it is a script error.
// Raised as the Lua error guarded() would make of a RuleError, without the
// C++ throw to get there (random play rejects often: a cancelled payment).
int l_reject(lua_State* L) {
  if (game(L).read_only())
    throw ScriptError(fmt::format("a condition or filter called reject(\"{}\") (they must only read the game)",
                                  lua::text_at(L, 1, "reject: why")));
  raise_signal_at(L, lua::Signal::RuleError, 1, "reject: why");
}

int l_draw_game(lua_State* L) {
  game(L).draw_game(lua_isnoneornil(L, 1) ? "draw" : lua::text_at(L, 1, "draw_game: why"));
  return 0;
}

int l_check_outcome(lua_State* L) {
  game(L).check_outcome();
  return 0;
}

int l_log(lua_State* L) {
  Game& g = game(L);
  int n = lua_gettop(L);
  std::string text;
  for (int i = 1; i <= n; i++) {
    size_t len;
    const char* s = luaL_tolstring(L, i, &len);
    if (text.size() + len > lua::kMaxText)
      return luaL_error(L, "log: a line of more than %d bytes", int(lua::kMaxText));
    text.append(s, len);
    lua_pop(L, 1);
  }
  lua::charge_copy(L, text.size());
  g.log(std::move(text));
  return 0;
}

int l_log_private(lua_State* L) {
  Game& g = game(L);
  PlayerId p = check_player(L, 1);
  g.log(lua::text_at(L, 2, "log_private"), uint8_t(1u << p));
  return 0;
}

// A key for usage counts: an integer, or a name known to the library.
static int64_t use_key(lua_State* L, int idx) {
  if (lua_isinteger(L, idx)) return lua_tointeger(L, idx);
  const char* s = luaL_checkstring(L, idx);
  StrId id = intern(L, s);
  if (!id) luaL_argerror(L, idx, "not a name known to the library");
  return -int64_t(id);
}

// The usage keys of a turn are a list looked up one by one (a few in any
// real turn). The lookup is work the instruction count does not see, so it
// is charged: a script asking again and again with thousands of keys runs
// out of budget instead of pinning the host for minutes.
static void charge_lookup(lua_State* L, size_t n) {
  if (lua::sandbox(L).armed) lua::charge(L, n / 16 + 1);
}

int l_uses(lua_State* L) {
  Game& g = game(L);
  charge_lookup(L, g.state().used.size());
  g.note_read(Game::kReadUses);
  lua_pushinteger(L, g.uses(use_key(L, 1)));
  return 1;
}

int l_add_use(lua_State* L) {
  Game& g = game(L);
  charge_lookup(L, g.state().used.size());
  g.add_use(use_key(L, 1));
  return 0;
}

int l_counters(lua_State* L) {
  Game& g = game(L);
  StrId k = intern(L, luaL_checkstring(L, 2));
  ObjId id = check_card(L, 1);
  g.note_read(g.card_parts(id) | Game::kReadCounters);
  lua_pushinteger(L, k ? g.counters(id, k) : 0);
  return 1;
}

int l_add_counters(lua_State* L) {
  Game& g = game(L);
  const char* name = luaL_checkstring(L, 2);
  StrId k = intern(L, name);
  if (!k) return luaL_argerror(L, 2, "not a name known to the library");
  g.add_counters(check_card(L, 1), k, check_int32(L, 3));
  return 0;
}

int l_random(lua_State* L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  if (n < 1 || n > 0xFFFFFFFFll) return luaL_argerror(L, 1, "must be at least 1");
  lua_pushinteger(L, lua_Integer(game(L).random(uint32_t(n))) + 1);
  return 1;
}

}  // namespace cardinal::api
