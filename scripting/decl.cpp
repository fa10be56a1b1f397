#include "scripting/decl.h"
#include "scripting/source.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/suggest.h"
#include "scripting/decl_schema.h"
#include "scripting/loader.h"

namespace cardinal {

namespace {

[[noreturn]] void fail(const std::string& msg) { throw LoadError(msg); }

std::string where_of(lua_State* L, int idx, const std::string& prefix) {
  lua_Debug ar;
  lua_pushvalue(L, idx);
  lua_getinfo(L, ">S", &ar);
  return fmt::format("{}{}:{}", prefix, ar.short_src, ar.linedefined);
}

std::string str_field(lua_State* L, int t, const char* k, const std::string& dflt = "") {
  lua_getfield(L, t, k);
  std::string v = lua_isstring(L, -1) ? lua_tostring(L, -1) : dflt;
  lua_pop(L, 1);
  return v;
}

bool bool_field(lua_State* L, int t, const char* k, bool dflt) {
  lua_getfield(L, t, k);
  bool v = lua_isnil(L, -1) ? dflt : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

int64_t int_field(lua_State* L, int t, const char* k, int64_t dflt) {
  lua_getfield(L, t, k);
  int64_t v = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : dflt;
  lua_pop(L, 1);
  return v;
}

std::vector<std::string> str_list(lua_State* L, int t, const char* k) {
  std::vector<std::string> out;
  lua_getfield(L, t, k);
  if (lua_istable(L, -1)) {
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
      lua_rawgeti(L, -1, i);
      if (!lua_isstring(L, -1)) fail(fmt::format("ruleset: {}[{}] must be a string", k, i));
      out.push_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  return out;
}

// Calls f(index) for each table in the array field k, with the element on top.
template <class F>
void each_table(lua_State* L, int t, const char* k, F f) {
  lua_getfield(L, t, k);
  if (lua_istable(L, -1)) {
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
      lua_rawgeti(L, -1, i);
      if (!lua_istable(L, -1)) fail(fmt::format("ruleset: {}[{}] must be a table", k, i));
      f(lua_gettop(L));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

template <class E>
E pick(const std::string& v, std::initializer_list<std::pair<const char*, E>> opts, const char* what) {
  for (auto& [name, e] : opts)
    if (v == name) return e;
  std::string names;
  for (auto& [name, e] : opts) names += std::string(names.empty() ? "" : ", ") + name;
  fail(fmt::format("ruleset: {} \"{}\" is not one of: {}", what, v, names));
}

uint32_t zone_mask(lua_State* L, int t, const char* k, const RulesetDef& r, const std::string& ctx) {
  lua_getfield(L, t, k);
  uint32_t mask = 0;
  if (lua_isstring(L, -1) && std::string(lua_tostring(L, -1)) == "any") {
    mask = 0xFFFFFFFFu;
  } else if (lua_istable(L, -1)) {
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; i++) {
      lua_rawgeti(L, -1, i);
      int z = lua_isstring(L, -1) ? r.zone_kind(lua_tostring(L, -1)) : -1;
      if (z < 0) fail(fmt::format("{}: unknown zone in '{}'", ctx, k));
      mask |= 1u << z;
      lua_pop(L, 1);
    }
  } else if (!lua_isnil(L, -1)) {
    fail(fmt::format("{}: '{}' must be \"any\" or a list of zone names", ctx, k));
  }
  lua_pop(L, 1);
  return mask;
}


// A string or a list of strings (decl::Type::Names), already type-checked.
std::vector<std::string> names_field(lua_State* L, int t, const char* k) {
  lua_getfield(L, t, k);
  bool one = lua_type(L, -1) == LUA_TSTRING;
  std::string name = one ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  return one ? std::vector<std::string>{name} : str_list(L, t, k);
}

// Timing names -> a bit mask over r.timings.
uint64_t timing_mask(const RulesetDef& r, const std::vector<std::string>& names, const std::string& ctx) {
  uint64_t mask = 0;
  for (const std::string& n : names) {
    auto it = std::find_if(r.timings.begin(), r.timings.end(), [&](const TimingDef& t) { return t.name == n; });
    if (it == r.timings.end()) {
      std::string known;
      for (const TimingDef& t : r.timings) known += (known.empty() ? "" : ", ") + t.name;
      fail(fmt::format("{}: unknown timing \"{}\" (the ruleset's timings: {})", ctx, n, known.empty() ? "none" : known));
    }
    mask |= uint64_t(1) << (it - r.timings.begin());
  }
  return mask;
}

// A characteristic test table { char = value | {values} } (decl::Type::CharTest),
// at most kMaxTestValues values a characteristic (an offer runs it per card).
constexpr lua_Integer kMaxTestValues = 64;
std::vector<CharTest> char_tests(lua_State* L, int t, const char* k, const RulesetDef& r, Interner& strings,
                                 const std::string& ctx) {
  std::vector<CharTest> out;
  lua_getfield(L, t, k);
  if (!lua_istable(L, -1)) {
    lua_pop(L, 1);
    return out;
  }
  int tab = lua_gettop(L);
  std::vector<std::string> keys;
  lua_pushnil(L);
  while (lua_next(L, tab)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING) fail(fmt::format("{}.{}: its keys are characteristic names", ctx, k));
    keys.push_back(lua_tostring(L, -1));
  }
  std::sort(keys.begin(), keys.end());  // the same order on every host
  for (const std::string& name : keys) {
    int c = r.char_index(name);
    if (c < 0) fail(fmt::format("{}.{}: \"{}\" is not a characteristic", ctx, k, name));
    CharTest test;
    test.chr = uint16_t(c);
    auto value = [&](int v) {
      if (r.chars[size_t(c)].kind == CharKind::Int) {
        if (!lua_isinteger(L, v) || lua_tointeger(L, v) < INT32_MIN || lua_tointeger(L, v) > INT32_MAX)
          fail(fmt::format("{}.{}.{}: an integer characteristic is tested against integers", ctx, k, name));
        test.values.push_back(int32_t(lua_tointeger(L, v)));
      } else {
        if (lua_type(L, v) != LUA_TSTRING)
          fail(fmt::format("{}.{}.{}: a text characteristic is tested against strings", ctx, k, name));
        test.values.push_back(int32_t(strings.intern(lua_tostring(L, v))));
      }
    };
    lua_getfield(L, tab, name.c_str());
    if (lua_istable(L, -1)) {
      lua_Integer n = luaL_len(L, -1);
      if (n == 0) fail(fmt::format("{}.{}.{}: an empty list matches nothing", ctx, k, name));
      if (n > kMaxTestValues) fail(fmt::format("{}.{}.{}: more than {} values", ctx, k, name, kMaxTestValues));
      for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, -1, i);
        value(lua_gettop(L));
        lua_pop(L, 1);
      }
    } else {
      value(lua_gettop(L));
    }
    lua_pop(L, 1);
    out.push_back(std::move(test));
  }
  lua_pop(L, 1);
  return out;
}

// A procedure named by key k of table t (kNoFn when absent; an unknown name is an error).
FnId proc_field(lua_State* L, int t, const char* k, const RulesetDef& r, const std::string& ctx) {
  std::string name = str_field(L, t, k);
  if (name.empty()) return kNoFn;
  FnId id = r.proc(name);
  if (id == kNoFn) fail(fmt::format("{}.{}: no procedure (global function) named \"{}\"", ctx, k, name));
  return id;
}

ActionWay read_way(lua_State* L, int t, const RulesetDef& r, Interner& strings, const std::string& ctx) {
  ActionWay w;
  w.run = proc_field(L, t, "run", r, ctx);
  if (w.run == kNoFn) fail(ctx + ": needs \"run\"");
  w.label = str_field(L, t, "label");
  if (w.label.empty()) fail(ctx + ": needs \"label\"");
  w.public_label = str_field(L, t, "public");
  if (w.label.size() > lua::kMaxText || w.public_label.size() > lua::kMaxText)
    fail(fmt::format("{}: a label of more than {} bytes", ctx, lua::kMaxText));
  w.can = proc_field(L, t, "can", r, ctx);
  w.timings = timing_mask(r, names_field(L, t, "timing"), ctx + ".timing");
  w.only = char_tests(L, t, "only", r, strings, ctx);
  w.also_if = char_tests(L, t, "also", r, strings, ctx);
  w.has_also = !w.also_if.empty();
  w.also_timings = timing_mask(r, names_field(L, t, "also_timing"), ctx + ".also_timing");
  if (w.also_timings && !w.has_also) fail(ctx + ": \"also_timing\" without \"also\"");
  if (std::string speed = str_field(L, t, "speed"); !speed.empty()) {
    w.speed_char = r.char_index(speed);
    if (w.speed_char < 0 || r.chars[size_t(w.speed_char)].kind != CharKind::Int)
      fail(fmt::format("{}.speed: \"{}\" is not an integer characteristic", ctx, speed));
  }
  return w;
}

// Every priority offer looks at every source and way, and may run `can`
// once per card of a source's zones: the declaration is bounded so that an
// offer is (a ruleset's timing and list procedures have their own budget).
constexpr size_t kMaxActionSources = 256, kMaxWays = 16;

void read_actions(lua_State* L, int d, RulesetDef& r, Interner& strings) {
  each_table(L, d, "timings", [&](int t) {
    TimingDef td;
    td.name = str_field(L, t, "name");
    std::string ctx = fmt::format("ruleset.timings[{}]", r.timings.size() + 1);
    for (const TimingDef& o : r.timings)
      if (o.name == td.name) fail(fmt::format("{}: a second timing named \"{}\"", ctx, td.name));
    for (const std::string& n : str_list(L, t, "steps")) {
      auto it = std::find_if(r.steps.begin(), r.steps.end(), [&](const StepDef& st) { return st.name == n; });
      if (it == r.steps.end()) fail(fmt::format("{}: unknown step \"{}\"", ctx, n));
      td.steps.resize(r.steps.size());
      td.steps[size_t(it - r.steps.begin())] = true;
    }
    lua_getfield(L, t, "active");
    if (lua_isboolean(L, -1)) td.active = lua_toboolean(L, -1) ? 1 : 0;
    lua_pop(L, 1);
    std::string chain = str_field(L, t, "chain");
    if (!chain.empty()) td.chain = chain == "empty" ? 0 : 1;
    r.timings.push_back(std::move(td));
  });
  if (r.timings.size() > 64) fail("ruleset: at most 64 timings");
  lua_getfield(L, d, "actions");
  r.declares_actions = !lua_isnil(L, -1);
  lua_pop(L, 1);
  each_table(L, d, "actions", [&](int t) {
    ActionSource src;
    std::string ctx = fmt::format("ruleset.actions[{}]", r.actions.size() + 1);
    for (const std::string& z : names_field(L, t, "zone")) {
      int k = r.zone_kind(z);
      if (k < 0) fail(fmt::format("{}.zone: unknown zone \"{}\"", ctx, z));
      src.zones.push_back(uint16_t(k));
    }
    src.controlled = bool_field(L, t, "controlled", false);
    std::string each = str_field(L, t, "each", src.zones.empty() ? "one" : "card");
    src.each = each == "ability" ? ActionSource::Each::Ability
               : each == "card"  ? ActionSource::Each::Card
                                 : ActionSource::Each::One;
    if (src.each != ActionSource::Each::One && src.zones.empty()) fail(fmt::format("{}: each = \"{}\" needs a zone", ctx, each));
    if (src.each == ActionSource::Each::One && !src.zones.empty()) fail(ctx + ": each = \"one\" with a zone");
    src.list = proc_field(L, t, "list", r, ctx);
    lua_getfield(L, t, "ways");
    bool has_ways = !lua_isnil(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, t, "run");
    bool has_run = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (int(src.list != kNoFn) + int(has_ways) + int(has_run) != 1)
      fail(ctx + ": give exactly one of \"run\" (with its label), \"ways\" or \"list\"");
    if (src.list != kNoFn && !src.zones.empty()) fail(ctx + ": a \"list\" source has no zone");
    // A way's keys beside "ways" or "list" would be read by nothing: a speed
    // or gate the author meant, silently gone.
    if (!has_run)
      for (const char* k : {"label", "public", "can", "timing", "only", "also", "also_timing", "speed"}) {
        lua_getfield(L, t, k);
        bool given = !lua_isnil(L, -1);
        lua_pop(L, 1);
        if (given)
          fail(fmt::format("{}: \"{}\" belongs in each of its {}, not beside them", ctx, k,
                           has_ways ? "ways" : "list's entries"));
      }
    if (has_run) src.ways.push_back(read_way(L, t, r, strings, ctx));
    each_table(L, t, "ways", [&](int w) {
      src.ways.push_back(read_way(L, w, r, strings, fmt::format("{}.ways[{}]", ctx, src.ways.size() + 1)));
    });
    if (src.ways.size() > kMaxWays) fail(fmt::format("{}: more than {} ways", ctx, kMaxWays));
    for (const ActionWay& w : src.ways)
      if (src.each == ActionSource::Each::One && (!w.only.empty() || w.has_also || w.speed_char >= 0))
        fail(ctx + ": \"only\", \"also\" and \"speed\" read a card; this source offers one option, about no card");
    r.actions.push_back(std::move(src));
    if (r.actions.size() > kMaxActionSources) fail(fmt::format("ruleset: more than {} actions", kMaxActionSources));
  });
  if (r.declares_actions && r.proc("actions") != kNoFn)
    fail("ruleset: both `actions = {...}` and a global function actions(player); keep one (a source "
         "{ list = \"name\" } calls a Lua list in the declared order)");
}

}  // namespace

static void read_declaration(HostBuilder& b);

void declare_ruleset(HostBuilder& b, int rules_env) {
  lua_State* L = b.host.L;
  const bool build = b.building != nullptr;
  rules_env = lua_absindex(L, rules_env);

  // Procedures: every global function of the ruleset, by name.
  std::vector<std::string> names;
  lua_pushnil(L);
  while (lua_next(L, rules_env)) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1)) names.push_back(lua_tostring(L, -2));
    lua_pop(L, 1);
  }
  std::sort(names.begin(), names.end());
  for (const std::string& n : names) {
    lua_getfield(L, rules_env, n.c_str());
    FnId id = b.register_fn(-1, where_of(L, -1, n + " at "));
    if (build) b.building->rules.procs[n] = id;
    lua_pop(L, 1);
  }
  if (!build) return;

  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.decl_where");
  std::string where = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  try {
    read_declaration(b);
  } catch (const LoadError& e) {
    throw LoadError(where + e.what());  // "game/rules/00_game.lua:3: ruleset.zones[2]: ..."
  }
}

// The declaration's tables (ruleset{...}) -> the RulesetDef being built.
static void read_declaration(HostBuilder& b) {
  lua_State* L = b.host.L;
  RulesetDef& r = b.building->rules;
  Interner& strings = b.building->strings;
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.decl");
  if (!lua_istable(L, -1)) fail("the ruleset never calls ruleset{...}");
  int d = lua_gettop(L);
  decl::check(L, d, decl::table("ruleset"), "ruleset");
  r.game = str_field(L, d, "game");
  lua_getfield(L, d, "players");
  if (lua_istable(L, -1)) {
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    r.min_players = int(luaL_optinteger(L, -2, 2));
    r.max_players = int(luaL_optinteger(L, -1, r.min_players));
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  r.deck_zone = str_field(L, d, "deck_zone", "deck");
  lua_getfield(L, d, "deck_sections");
  bool sections_given = !lua_isnil(L, -1);
  lua_pop(L, 1);
  if (sections_given) {
    r.deck_sections = str_list(L, d, "deck_sections");
    if (r.deck_sections.empty()) fail("ruleset: deck_sections is empty: no card would be dealt");
    for (size_t i = 0; i < r.deck_sections.size(); i++)
      for (size_t j = 0; j < i; j++)
        if (r.deck_sections[i] == r.deck_sections[j])
          fail(fmt::format("ruleset: deck_sections names \"{}\" twice", r.deck_sections[i]));
  }
  r.test_step = str_field(L, d, "test_step", "");
  r.self_first = bool_field(L, d, "self_first", false);
  r.out_players_may_win = bool_field(L, d, "out_players_may_win", false);
  r.ability_keys = str_list(L, d, "ability_keys");
  int64_t max_objects = int_field(L, d, "max_objects", r.max_objects);
  if (max_objects < 1 || max_objects > kMaxObjects)
    fail(fmt::format("ruleset: max_objects is {}: it must be from 1 to {}", max_objects, kMaxObjects));
  r.max_objects = int(max_objects);

  each_table(L, d, "zones", [&](int z) {
    ZoneKindDef k;
    k.name = str_field(L, z, "name");
    if (k.name.empty()) fail("ruleset: a zone needs a name");
    k.per_player = !bool_field(L, z, "shared", false);
    k.ordered = bool_field(L, z, "ordered", true);
    k.visibility = pick<Visibility>(str_field(L, z, "visibility", "public"),
                                    {{"public", Visibility::Public}, {"owner", Visibility::Owner}, {"hidden", Visibility::Hidden}},
                                    "zone visibility");
    k.face_down = bool_field(L, z, "face_down", false);
    k.oriented = bool_field(L, z, "oriented", false);
    k.abilities_work = bool_field(L, z, "abilities", false);
    k.capacity = int(int_field(L, z, "capacity", -1));
    r.zones.push_back(k);
  });
  if (r.zones.size() > 32) fail("ruleset: at most 32 zone kinds");
  for (size_t i = 0; i < r.zones.size(); i++)
    if (r.zones[i].abilities_work) r.default_ability_zones |= 1u << i;

  r.layers = str_list(L, d, "layers");
  each_table(L, d, "chars", [&](int c) {
    CharDef cd;
    cd.name = str_field(L, c, "name");
    cd.kind = pick<CharKind>(str_field(L, c, "kind", "int"),
                             {{"int", CharKind::Int}, {"str", CharKind::Str}, {"set", CharKind::Set}}, "char kind");
    cd.column = str_field(L, c, "column", cd.name);
    std::string layer = str_field(L, c, "layer");
    if (!layer.empty()) {
      int li = r.layer_index(layer);
      if (li < 0) fail(fmt::format("ruleset: char {} names unknown layer {}", cd.name, layer));
      cd.layer = uint16_t(li);
    }
    r.chars.push_back(cd);
  });
  r.obj_vars = str_list(L, d, "obj_vars");
  r.player_vars = str_list(L, d, "player_vars");
  r.game_vars = str_list(L, d, "game_vars");
  r.link_vars = str_list(L, d, "link_vars");
  if (r.link_vars.size() > kLinkVars) fail(fmt::format("ruleset: at most {} link_vars", kLinkVars));
  r.durations = str_list(L, d, "durations");
  if (r.obj_vars.size() > kObjVars) fail(fmt::format("ruleset: at most {} obj_vars", kObjVars));
  if (r.player_vars.size() > kPlayerVars) fail(fmt::format("ruleset: at most {} player_vars", kPlayerVars));
  // What views show of them: each name must be declared above.
  auto shown = [&](const char* key, const std::vector<std::string>& vars, const char* of) {
    std::vector<int> out;
    for (const std::string& n : str_list(L, d, key)) {
      auto it = std::find(vars.begin(), vars.end(), n);
      if (it == vars.end()) fail(fmt::format("ruleset: {} names \"{}\", which is not one of the {}", key, n, of));
      out.push_back(int(it - vars.begin()));
    }
    return out;
  };
  r.public_player_vars = shown("public_player_vars", r.player_vars, "player_vars");
  r.public_game_vars = shown("public_game_vars", r.game_vars, "game_vars");
  r.private_player_vars = shown("private_player_vars", r.player_vars, "player_vars");
  for (int v : r.private_player_vars)
    if (std::find(r.public_player_vars.begin(), r.public_player_vars.end(), v) != r.public_player_vars.end())
      fail(fmt::format("ruleset: player variable \"{}\" is both public and private", r.player_vars[size_t(v)]));
  r.card_summary = str_list(L, d, "card_summary");
  for (const std::string& n : r.card_summary) {
    bool is_char = std::any_of(r.chars.begin(), r.chars.end(), [&](const CharDef& c) { return c.name == n; });
    if (!is_char && std::find(r.obj_vars.begin(), r.obj_vars.end(), n) == r.obj_vars.end())
      fail(fmt::format("ruleset: card_summary names \"{}\", which is neither one of the chars nor of the obj_vars", n));
  }
  if (std::string control = str_field(L, d, "control_char"); !control.empty()) {
    r.control_char = r.char_index(control);
    if (r.control_char < 0 || r.chars[size_t(r.control_char)].kind != CharKind::Int)
      fail(fmt::format("ruleset: control_char names \"{}\", which is not one of the integer chars", control));
  }
  r.control_takes_zone = bool_field(L, d, "control_takes_zone", false);
  if (r.control_takes_zone && r.control_char < 0) fail("ruleset: control_takes_zone without control_char");
  // How views show cards: display only (docs/ruleset.md).
  std::string attached = str_field(L, d, "attached_var");
  if (!attached.empty()) {
    auto it = std::find(r.obj_vars.begin(), r.obj_vars.end(), attached);
    if (it == r.obj_vars.end())
      fail(fmt::format("ruleset: attached_var names \"{}\", which is not one of the obj_vars", attached));
    r.attached_var = int(it - r.obj_vars.begin());
  }
  auto int_char = [&](const std::string& n, const char* key) {
    for (size_t i = 0; i < r.chars.size(); i++)
      if (r.chars[i].name == n) {
        if (r.chars[i].kind != CharKind::Int) break;
        return int(i);
      }
    fail(fmt::format("ruleset: stats' {} names \"{}\", which is not an integer characteristic", key, n));
    return -1;
  };
  each_table(L, d, "stats", [&](int t) {
    RulesetDef::StatDef st;
    st.name = str_field(L, t, "name");
    st.chr = int_char(st.name, "name");
    std::string add = str_field(L, t, "add_attached");
    if (!add.empty()) {
      if (r.attached_var < 0) fail("ruleset: stats' add_attached needs attached_var");
      st.add_attached = int_char(add, "add_attached");
    }
    lua_getfield(L, t, "floor");
    st.has_floor = lua_isinteger(L, -1);
    if (st.has_floor) st.floor = lua_tointeger(L, -1);
    lua_pop(L, 1);
    r.stats.push_back(std::move(st));
  });
  r.tapped_word = str_field(L, d, "tapped_word");
  r.events = str_list(L, d, "events");
  for (auto& e : r.events) strings.intern(e);
  strings.intern("move");
  strings.intern("control_changed");

  each_table(L, d, "steps", [&](int s) {
    StepDef st;
    st.name = str_field(L, s, "name");
    std::string begin = str_field(L, s, "begin");
    if (!begin.empty()) {
      st.begin = r.proc(begin);
      if (st.begin == kNoFn) fail(fmt::format("ruleset: step {} begins with unknown procedure {}", st.name, begin));
    }
    st.priority = pick<StepDef::Priority>(
        str_field(L, s, "priority", "always"),
        {{"always", StepDef::Priority::Always}, {"never", StepDef::Priority::Never}, {"if_triggered", StepDef::Priority::IfTriggered}},
        "step priority");
    st.repeat_if_triggered = bool_field(L, s, "repeat_if_triggered", false);
    st.hold_triggers = bool_field(L, s, "hold_triggers", false);
    st.ends_on_pass = bool_field(L, s, "ends_on_pass", false);
    st.state_checks = bool_field(L, s, "state_checks", true);
    r.steps.push_back(st);
  });
  each_table(L, d, "sequences", [&](int s) {
    SequenceDef sd;
    sd.name = str_field(L, s, "name");
    for (const std::string& n : str_list(L, s, "steps")) {
      auto it = std::find_if(r.steps.begin(), r.steps.end(), [&](const StepDef& st) { return st.name == n; });
      if (it == r.steps.end()) fail(fmt::format("ruleset: sequence {} names unknown step {}", sd.name, n));
      sd.steps.push_back(uint16_t(it - r.steps.begin()));
    }
    if (sd.steps.empty()) fail(fmt::format("ruleset: sequence {} has no steps", sd.name));
    r.sequences.push_back(sd);
  });
  if (r.sequences.empty()) fail("ruleset: no step sequences (the first is the turn)");
  if (!r.test_step.empty()) {
    const auto& turn = r.sequences[0].steps;
    if (std::none_of(turn.begin(), turn.end(), [&](int i) { return r.steps[i].name == r.test_step; }))
      fail(fmt::format("ruleset: test_step \"{}\" is not a step of the turn ({})", r.test_step, r.sequences[0].name));
  }

  read_actions(L, d, r, strings);
  // The table's cards: a deck file, or the library's cards passing `only`.
  each_table(L, d, "components", [&](int t) {
    ComponentDef c;
    std::string ctx = fmt::format("ruleset.components[{}]", r.components.size() + 1);
    c.name = str_field(L, t, "name");
    if (c.name.empty()) fail(ctx + ": needs \"name\"");
    for (const ComponentDef& o : r.components)
      if (o.name == c.name) fail(fmt::format("{}: a second component named \"{}\"", ctx, c.name));
    c.deck = str_field(L, t, "deck");
    c.only = char_tests(L, t, "only", r, strings, ctx);
    lua_getfield(L, t, "only");
    bool has_only = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (c.deck.empty() == !has_only) fail(ctx + ": give one of \"deck\" (a deck of the game's decks/) or \"only\"");
    if (!c.deck.empty() && !plain_name(c.deck))
      fail(fmt::format("{}.deck: \"{}\" is not a deck name (letters, digits, '-', '_' and '.')", ctx, c.deck));
    r.components.push_back(std::move(c));
    if (r.components.size() > 16) fail("ruleset: at most 16 components");
  });
  for (const std::string& name : str_list(L, d, "logs_own_action")) {
    FnId id = r.proc(name);
    if (id == kNoFn) fail(fmt::format("ruleset.logs_own_action: no procedure (global function) named \"{}\"", name));
    r.logs_own_action.push_back(id);
  }
  lua_getfield(L, d, "state_checks_read");
  if (lua_istable(L, -1)) {
    int t = lua_gettop(L);
    r.checks_read.declared = true;
    for (const std::string& z : str_list(L, t, "zones")) {
      int k = r.zone_kind(z);
      if (k < 0) fail(fmt::format("ruleset.state_checks_read.zones: unknown zone \"{}\"", z));
      r.checks_read.zones |= 1u << k;
    }
    r.checks_read.player_vars = bool_field(L, t, "player_vars", false);
    r.checks_read.game_vars = bool_field(L, t, "game_vars", false);
    lua_getfield(L, t, "obj_vars");
    bool vars_listed = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (vars_listed) {
      r.checks_read.obj_vars = 0;
      for (const std::string& v : str_list(L, t, "obj_vars")) {
        int i = r.obj_var(v);
        if (i < 0) fail(fmt::format("ruleset.state_checks_read.obj_vars: unknown object variable \"{}\"", v));
        r.checks_read.obj_vars |= 1u << i;
      }
    }
  }
  lua_pop(L, 1);

  lua_getfield(L, d, "policy");
  if (lua_istable(L, -1)) {
    int p = lua_gettop(L);
    using P = ChainPolicy;
    r.policy.after_link = pick<P::AfterLink>(str_field(L, p, "after_link", "active_player"),
                                             {{"active_player", P::AfterLink::ActivePlayer}, {"same_player", P::AfterLink::SamePlayer},
                                              {"next_player", P::AfterLink::NextPlayer}, {"resolve_now", P::AfterLink::ResolveNow}},
                                             "policy.after_link");
    r.policy.after_triggers = pick<P::AfterTriggers>(str_field(L, p, "after_triggers", "unchanged"),
                                                     {{"unchanged", P::AfterTriggers::Unchanged}, {"as_link", P::AfterTriggers::AsLink}},
                                                     "policy.after_triggers");
    r.policy.after_special = pick<P::AfterSpecial>(str_field(L, p, "after_special", "active_player"),
                                                   {{"active_player", P::AfterSpecial::ActivePlayer}, {"same_player", P::AfterSpecial::SamePlayer}},
                                                   "policy.after_special");
    r.policy.resolution = pick<P::Resolution>(str_field(L, p, "resolution", "whole_chain"),
                                              {{"whole_chain", P::Resolution::WholeChain}, {"top_only", P::Resolution::TopOnly}},
                                              "policy.resolution");
    r.policy.triggers_in_resolution = pick<P::TriggersInResolution>(
        str_field(L, p, "triggers_in_resolution", "on_top"),
        {{"on_top", P::TriggersInResolution::OnTop}, {"after_chain", P::TriggersInResolution::AfterChain}},
        "policy.triggers_in_resolution");
    r.policy.trigger_order = pick<P::TriggerOrder>(str_field(L, p, "trigger_order", "active_first"),
                                                   {{"active_first", P::TriggerOrder::ActiveFirst}, {"active_last", P::TriggerOrder::ActiveLast}},
                                                   "policy.trigger_order");
    r.policy.speeds = pick<P::Speeds>(str_field(L, p, "speeds", "none"),
                                      {{"none", P::Speeds::None}, {"at_least_top", P::Speeds::AtLeastTop}}, "policy.speeds");
    r.policy.replacements = pick<P::Replacements>(str_field(L, p, "replacements", "library_order"),
                                                  {{"library_order", P::Replacements::LibraryOrder},
                                                   {"affected_chooses", P::Replacements::AffectedChooses}},
                                                  "policy.replacements");
  }
  lua_pop(L, 1);

  lua_getfield(L, d, "params");
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1)) fail("ruleset: params must map names to integers");
      if (std::string why = param_out_of_range(lua_tostring(L, -2), lua_tointeger(L, -1)); !why.empty())
        fail("ruleset: " + why);
      r.params.emplace_back(lua_tostring(L, -2), lua_tointeger(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  std::sort(r.params.begin(), r.params.end());
  lua_pop(L, 1);  // decl
  for (const auto& z : r.zones) strings.intern(z.name);
}

// One ability spec (at stack index a) -> an AbilityDef. While building, a
// new definition is appended (granted abilities nested in it follow it);
// otherwise `known` is its index. Function fields are registered in a fixed
// order, and modify's keys in sorted order, so every host numbers the same
// functions the same way.
static uint32_t declare_ability(HostBuilder& b, int a, uint32_t card_index, int64_t card_id, const std::string& actx,
                                uint16_t position, uint32_t known) {
  lua_State* L = b.host.L;
  a = lua_absindex(L, a);
  Library* lib = b.building;
  bool build = lib != nullptr;
  const Library& rlib = *b.host.library();
  if (!lua_istable(L, a)) fail(actx + ": not an ability table (use trigger{...}, activated{...}, ...)");
  std::string kind = str_field(L, a, "kind");
  if (build && kind != "custom") {
    const decl::Table* spec = decl::find_table(kind);
    if (!spec || !spec->ability) fail(actx + ": unknown ability kind \"" + kind + "\"");
    decl::check_ability(L, a, *spec, lib->rules.ability_keys, actx + ": " + kind);
  }
  static const char* fn_fields[] = {"condition", "filter", "cost", "target", "effect", "applies"};
  FnId fns[6] = {};
  for (int f = 0; f < 6; f++) {
    lua_getfield(L, a, fn_fields[f]);
    if (lua_isfunction(L, -1)) fns[f] = b.register_fn(-1, where_of(L, -1, fmt::format("card {} ", card_id)));
    lua_pop(L, 1);
  }
  uint32_t index = known;
  if (build) {
    index = uint32_t(lib->abilities.size());
    lib->abilities.emplace_back();  // reserved: granted abilities declared below come after it
  }
  AbilityDef ab;
  if (build) {
    const RulesetDef& r = lib->rules;
    ab.card = card_index;
    ab.index = position;
    ab.condition = fns[0];
    ab.filter = fns[1];
    ab.cost = fns[2];
    ab.target = fns[3];
    ab.effect = fns[4];
    ab.applies = fns[5];
    ab.text = str_field(L, a, "text");
    ab.optional = bool_field(L, a, "optional", false);
    ab.self_only = bool_field(L, a, "self", true);
    ab.speed = int8_t(int_field(L, a, "speed", 0));
    ab.zones = zone_mask(L, a, "zones", r, actx);
    ab.granted_only = position == 0;
    ab.depends = bool_field(L, a, "depends", false);
    lua_getfield(L, a, "affects");
    bool affects = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (affects) ab.affects = zone_mask(L, a, "affects", r, actx);
    std::string whose = str_field(L, a, "affects_controller", "any");
    ab.affects_controller = whose == "you" ? 1 : whose == "opponents" ? 2 : 0;
  }
  auto check_event = [&](const std::string& ev) {
    const RulesetDef& r = lib->rules;
    if (ev.empty()) fail(actx + ": needs an event ('on' for triggers)");
    if (!r.events.empty() && ev != "move" && ev != "control_changed" &&
        std::find(r.events.begin(), r.events.end(), ev) == r.events.end())
      fail(fmt::format("{}: \"{}\" is not an event this ruleset declares{}; it declares: {} (and \"move\", "
                       "\"control_changed\")",
                       actx, ev, did_you_mean(ev, {r.events.begin(), r.events.end()}), fmt::join(r.events, ", ")));
    return lib->strings.intern(ev);
  };
  if (kind == "trigger") {
    ab.kind = AbilityDef::Kind::Triggered;
    if (build) ab.event = check_event(str_field(L, a, "on"));
    if (!fns[4]) fail(actx + ": a trigger needs an effect function");
  } else if (kind == "activated") {
    ab.kind = AbilityDef::Kind::Activated;
    if (!fns[4]) fail(actx + ": an activated ability needs an effect function");
  } else if (kind == "replacement") {
    ab.kind = AbilityDef::Kind::Replacement;
    if (build) ab.event = check_event(str_field(L, a, "event", "move"));
    if (!fns[4]) fail(actx + ": a replacement needs an effect function");
  } else if (kind == "continuous") {
    ab.kind = AbilityDef::Kind::Continuous;
    lua_getfield(L, a, "modify");
    if (lua_istable(L, -1)) {
      int m = lua_gettop(L);
      std::vector<std::string> keys;
      lua_pushnil(L);
      while (lua_next(L, m)) {
        if (lua_type(L, -2) != LUA_TSTRING) fail(actx + ": modify keys are characteristic names");
        keys.push_back(lua_tostring(L, -2));
        lua_pop(L, 1);
      }
      std::sort(keys.begin(), keys.end());
      int nth_grant = 0;
      for (const std::string& key : keys) {
        lua_getfield(L, m, key.c_str());
        if (key == "grant") {
          // A granted ability: declared as its own definition (never printed).
          uint32_t known_granted = 0;
          if (!build) {
            int seen = 0;
            for (const AbilityDef::Mod& md : rlib.abilities[known].mods)
              if (md.op == ModOp::GrantAbility && seen++ == nth_grant) known_granted = uint32_t(md.value);
          }
          nth_grant++;
          uint32_t g = declare_ability(b, lua_gettop(L), card_index, card_id, actx + " (granted)", 0, known_granted);
          if (build) {
            int li = lib->rules.layer_index("abilities");
            ab.layer = uint16_t(li < 0 ? 0 : li);
            ab.mods.push_back({0, ModOp::GrantAbility, int32_t(g)});
          }
        } else if (build) {
          const RulesetDef& r = lib->rules;
          if (key == "lose_abilities") {
            int li = r.layer_index("abilities");
            ab.layer = uint16_t(li < 0 ? 0 : li);
            ab.mods.push_back({0, ModOp::LoseAbilities, 0});
          } else {
            int c = r.char_index(key);
            if (c < 0) fail(fmt::format("{}: modify names unknown characteristic {}", actx, key));
            ab.layer = r.chars[c].layer;
            if (r.chars[c].kind == CharKind::Int && lua_isinteger(L, -1)) {
              ab.mods.push_back({uint16_t(c), ModOp::Add, int32_t(lua_tointeger(L, -1))});
            } else if (r.chars[c].kind == CharKind::Int && lua_istable(L, -1)) {
              // { set = N }: the value becomes N (a set-to-value effect)
              // or, for the control_char, { set = "you" }: the source's controller
              lua_getfield(L, -1, "set");
              bool you = c == r.control_char && lua_type(L, -1) == LUA_TSTRING && std::string(lua_tostring(L, -1)) == "you";
              if (!you && !lua_isinteger(L, -1))
                fail(fmt::format("{}: modify.{} = {{ set = N }} needs an integer{}", actx, key,
                                 c == r.control_char ? " or \"you\"" : ""));
              ab.mods.push_back({uint16_t(c), ModOp::Set, you ? kControlYou : int32_t(lua_tointeger(L, -1))});
              lua_pop(L, 1);
            } else if (lua_isstring(L, -1)) {
              ab.mods.push_back({uint16_t(c), r.chars[c].kind == CharKind::Set ? ModOp::AddToSet : ModOp::Set,
                                 int32_t(lib->strings.intern(lua_tostring(L, -1)))});
            } else {
              fail(fmt::format("{}: modify.{} must be a number or a name", actx, key));
            }
          }
        }
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    if (build) {
      std::string layer = str_field(L, a, "layer");
      if (!layer.empty()) {
        int li = lib->rules.layer_index(layer);
        if (li < 0) fail(fmt::format("{}: unknown layer {}", actx, layer));
        ab.layer = uint16_t(li);
      }
    }
  } else if (kind == "custom") {
    ab.kind = AbilityDef::Kind::Custom;
    if (build) ab.custom = lib->strings.intern(str_field(L, a, "custom"));
  } else {
    fail(actx + ": unknown ability kind \"" + kind + "\"");
  }
  if (build) lib->abilities[index] = std::move(ab);
  // Keep the spec table: rulesets read its other fields (targets, cost text...).
  lua_rawgeti(L, LUA_REGISTRYINDEX, b.host.abilities_table());
  lua_pushvalue(L, a);
  lua_rawseti(L, -2, lua_Integer(index) + 1);
  lua_pop(L, 1);
  return index;
}

void declare_card(HostBuilder& b, const db::CardRow* row, const std::string& chunk, uint32_t card_index, int spec) {
  lua_State* L = b.host.L;
  spec = lua_absindex(L, spec);
  bool build = row != nullptr;
  Library* lib = b.building;
  const Library& rlib = *b.host.library();
  int64_t card_id = build ? row->id : rlib.cards[card_index].id;
  std::string ctx = fmt::format("card {} ({})", card_id, chunk);

  if (build) {
    const RulesetDef& r = lib->rules;
    CardDef cd;
    cd.id = row->id;
    cd.number = row->number;
    cd.name = row->name;
    cd.type = row->card_type;
    cd.text = row->text;
    cd.script = chunk;
    cd.ints.assign(r.chars.size(), 0);
    cd.sets.assign(r.chars.size(), {});
    for (size_t i = 0; i < r.chars.size(); i++) {
      const CharDef& c = r.chars[i];
      db::Value v;
      if (c.column == "name") v = db::Value::text(row->name);
      else if (c.column == "card_type") v = db::Value::text(row->card_type);
      else if (c.column == "number") v = db::Value::text(row->number);
      else if (c.column == "set_code") v = db::Value::text(row->set_code);
      else if (const db::Value* f = row->get(c.column)) v = *f;
      else fail(fmt::format("ruleset: characteristic {} reads unknown column {}", c.name, c.column));
      if (v.is_null()) continue;
      switch (c.kind) {
        case CharKind::Int:
          if (v.kind != db::Value::Kind::Int) fail(fmt::format("{}: column {} is not an integer", ctx, c.column));
          cd.ints[i] = int32_t(v.i);
          break;
        case CharKind::Str:
          cd.ints[i] = int32_t(lib->strings.intern(v.kind == db::Value::Kind::Text ? v.s : std::to_string(v.i)));
          break;
        case CharKind::Set: {
          auto arr = nlohmann::json::parse(v.s, nullptr, false);
          if (!arr.is_array()) fail(fmt::format("{}: column {} is not a JSON array", ctx, c.column));
          for (auto& e : arr)
            if (e.is_string()) cd.sets[i].push_back(lib->strings.intern(e.get<std::string>()));
          std::sort(cd.sets[i].begin(), cd.sets[i].end());
          break;
        }
      }
    }
    lib->card_by_id[cd.id] = uint32_t(lib->cards.size());
    lib->cards.push_back(std::move(cd));
  }

  if (lua_isnil(L, spec)) return;  // a card with no abilities
  if (!lua_istable(L, spec)) fail(fmt::format("{}: the script must return a list of abilities", ctx));
  lua_Integer n = luaL_len(L, spec);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, spec, i);
    std::string actx = fmt::format("{} ability {}", ctx, i);
    uint32_t known = build ? 0 : rlib.cards[card_index].abilities.at(size_t(i - 1));
    uint32_t index = declare_ability(b, lua_gettop(L), card_index, card_id, actx, uint16_t(i), known);
    if (build) lib->cards[card_index].abilities.push_back(index);
    lua_pop(L, 1);
  }
}

}  // namespace cardinal
