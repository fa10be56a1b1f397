#include "scripting/testing.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <sstream>

#include "core/json_util.h"
#include "core/serialize.h"
#include "core/suggest.h"
#include "wire/view_json.h"
#include "db/paths.h"
#include "scripting/api_util.h"
#include "scripting/ticks.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

struct TestCtx {
  const CardLibrary* lib = nullptr;
  ScriptHost* host = nullptr;
  std::optional<Game> game;
  const TestDeckCheck* deck_check = nullptr;
  double scale = 1;  // `cardinal test --scale`: the fraction scaled(n) keeps
};

TestCtx& ctx(lua_State* L) { return *static_cast<TestCtx*>(lua_touserdata(L, lua_upvalueindex(1))); }

Game& need_game(lua_State* L) {
  TestCtx& c = ctx(L);
  if (!c.game) luaL_error(L, "call setup{...} first");
  return *c.game;
}

// Turns an engine exception from answer/advance into a plain Lua error, so
// the test fails with the message. So does a game that a script error ended
// (the engine ends it rather than throw): a test that means to hit one says
// so with pcall.
template <class F>
void drive(lua_State* L, F f) {
  std::string err;
  try {
    bool errored_before = ctx(L).game && ctx(L).game->result().error;
    f();
    const auto& g = ctx(L).game;
    if (!g || errored_before || !g->result().error) return;
    err = "the game ended with a " + g->result().reason;
  } catch (const RuleError& e) {
    err = std::string("rejected: ") + e.what();
  } catch (const ScriptError& e) {
    err = std::string("script error: ") + e.what();
  }
  luaL_error(L, "%s", err.c_str());
}

// The keys of a table of setup{}: any other is a misspelling, and a test that
// sets up something other than it says passes or fails for the wrong reason.
// Integer keys 1..max_index are list entries.
void setup_keys(lua_State* L, int idx, const std::string& what, const std::vector<std::string>& names,
                lua_Integer max_index) {
  if (!lua_istable(L, idx)) return;
  idx = lua_absindex(L, idx);
  const std::string where = what.empty() ? "setup" : "setup: " + what;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    if (lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1 && lua_tointeger(L, -1) <= max_index) continue;
    if (lua_type(L, -1) != LUA_TSTRING) {
      luaL_error(L, "%s: unexpected entry [%s]", where.c_str(), luaL_tolstring(L, -1, nullptr));
    }
    std::string k = lua_tostring(L, -1);
    if (std::find(names.begin(), names.end(), k) != names.end()) continue;
    std::vector<std::string_view> all(names.begin(), names.end());
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    luaL_error(L, "%s: unknown key \"%s\"%s; it may have: %s", where.c_str(), k.c_str(),
               did_you_mean(k, all).c_str(), list.c_str());
  }
}

int64_t card_ref(lua_State* L, int idx, const CardLibrary& lib) {
  if (lua_isinteger(L, idx)) return lua_tointeger(L, idx);
  if (lua_isstring(L, idx)) {
    std::string s = lua_tostring(L, idx);
    for (const auto& r : lib.rows())
      if (r.name == s || r.number == s) return r.id;
    luaL_error(L, "no card named or numbered \"%s\"", s.c_str());
  }
  luaL_error(L, "a card entry is an id, a name, a number or {card, ...}");
  return 0;
}

struct Entry {
  int64_t card;
  int zone;
  int index;  // position in the spec table (entry), for refs
};

// setup{ active=1, turn=2, step="main", params={...}, filler=id,  (step: default the ruleset's test_step)
//        p1 = { hand={...}, battle={ 1007, {1008, tapped=true, vars={attached="@monk"}, ref="staff"} }, ... },
//        p2 = {...} }
// A player's deck is the cards its `deck` lists, the first on top (`deck = {}`:
// an empty deck); without a `deck` key, 20 of the filler card.
int l_setup(lua_State* L) {
  TestCtx& c = ctx(L);
  luaL_checktype(L, 1, LUA_TTABLE);
  const Library& lib = c.lib->library();
  const RulesetDef& r = lib.rules;
  lua_getfield(L, 1, "players");
  int players = int(luaL_optinteger(L, -1, r.min_players));
  lua_pop(L, 1);
  if (players < r.min_players || players > r.max_players)
    return luaL_error(L, "setup: players = %d, but the game takes %d to %d", players, r.min_players, r.max_players);
  std::vector<std::string> top = {"players", "filler", "seed", "params", "active", "turn", "step"};
  for (int p = 1; p <= players; p++) top.push_back(fmt::format("p{}", p));
  setup_keys(L, 1, "", top, 0);
  std::vector<std::string> player_keys = {"vars"};
  for (const ZoneKindDef& z : r.zones)
    if (z.per_player) player_keys.push_back(z.name);
  lua_getfield(L, 1, "filler");
  // The default filler is the game's first card: a game with no card has none.
  if (lua_isnil(L, -1) && c.lib->rows().empty())
    return luaL_error(L, "setup: the game has no cards, so there is no filler card (give `filler`, or add a card)");
  int64_t filler = lua_isnil(L, -1) ? c.lib->rows().front().id : card_ref(L, -1, *c.lib);
  lua_pop(L, 1);
  int deck_kind = r.zone_kind(r.deck_zone);

  GameConfig cfg;
  cfg.players = players;
  cfg.seed = {1, 2, 3, 4};
  lua_getfield(L, 1, "seed");
  if (lua_isinteger(L, -1)) cfg.seed[0] = uint64_t(lua_tointeger(L, -1));
  lua_pop(L, 1);
  lua_getfield(L, 1, "params");
  if (lua_istable(L, -1)) {
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      cfg.params.emplace_back(luaL_checkstring(L, -2), luaL_checkinteger(L, -1));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);

  // Per player: entries outside the deck (moved out after creation), then the deck.
  std::vector<std::vector<Entry>> placed(static_cast<size_t>(players));
  std::vector<std::vector<int64_t>> decks(static_cast<size_t>(players));
  for (int p = 0; p < players; p++) {
    lua_getfield(L, 1, fmt::format("p{}", p + 1).c_str());
    int pt = lua_gettop(L);
    setup_keys(L, pt, fmt::format("p{}", p + 1), player_keys, 0);
    std::vector<int64_t> deck;
    bool deck_given = false;
    for (size_t k = 0; k < r.zones.size(); k++) {
      if (!r.zones[k].per_player || !lua_istable(L, pt)) continue;
      lua_getfield(L, pt, r.zones[k].name.c_str());
      if (lua_istable(L, -1)) {
        if (int(k) == deck_kind) deck_given = true;  // deck = {}: an empty deck
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n; i++) {
          lua_rawgeti(L, -1, i);
          int64_t id;
          if (lua_istable(L, -1)) {
            setup_keys(L, -1, fmt::format("p{}.{}[{}]", p + 1, r.zones[k].name, i), {"ref", "tapped", "face_down", "vars"}, 1);
            lua_rawgeti(L, -1, 1);
            id = card_ref(L, -1, *c.lib);
          } else {
            id = card_ref(L, -1, *c.lib);
          }
          if (int(k) == deck_kind) {
            deck.push_back(id);
          } else {
            placed[size_t(p)].push_back({id, int(k), int(i)});
          }
          lua_settop(L, pt + 1);
        }
      }
      lua_settop(L, pt);
    }
    if (!deck_given) deck.assign(20, filler);
    std::vector<int64_t>& d = decks[size_t(p)];
    for (const Entry& e : placed[size_t(p)]) d.push_back(e.card);
    for (auto it = deck.rbegin(); it != deck.rend(); ++it) d.push_back(*it);  // first listed ends on top
    lua_settop(L, 1);
  }
  cfg.decks = decks;
  drive(L, [&] {
    c.game.emplace(lib, cfg);
    c.game->bind(*c.host);
  });
  Game& g = *c.game;
  c.host->serve(&g);

  // The ruleset's starting values (life totals...), without setup's dealing.
  if (FnId prep = r.proc("prepare")) drive(L, [&] { c.host->run(g, prep, {}); });
  // Move the placed cards, then apply their options.
  std::vector<std::pair<std::string, ObjId>> refs;
  std::vector<std::vector<ObjId>> ids(static_cast<size_t>(players));
  for (int p = 0; p < players; p++) {
    std::vector<ObjId> deck_objs = g.zone_objects(g.zone(deck_kind, PlayerId(p)));
    for (size_t i = 0; i < placed[size_t(p)].size(); i++) {
      const Entry& e = placed[size_t(p)][i];
      ObjId id = g.move(deck_objs[i], g.zone(e.zone, PlayerId(p)));
      ids[size_t(p)].push_back(id);
    }
  }
  // Calls f(table index, object) for every placed entry written as a table.
  auto each_entry_table = [&](auto f) {
    for (int p = 0; p < players; p++) {
      lua_getfield(L, 1, fmt::format("p{}", p + 1).c_str());
      int pt = lua_gettop(L);
      for (size_t i = 0; i < placed[size_t(p)].size(); i++) {
        const Entry& e = placed[size_t(p)][i];
        lua_getfield(L, pt, r.zones[e.zone].name.c_str());
        lua_rawgeti(L, -1, e.index);
        if (lua_istable(L, -1)) f(lua_gettop(L), ids[size_t(p)][i]);
        lua_settop(L, pt);
      }
      lua_settop(L, 1);
    }
  };
  // Options: ref, tapped, face_down first; vars after, since they may name refs.
  each_entry_table([&](int t, ObjId id) {
    lua_getfield(L, t, "ref");
    if (lua_isstring(L, -1)) refs.emplace_back(lua_tostring(L, -1), id);
    lua_getfield(L, t, "tapped");
    if (lua_toboolean(L, -1)) g.set_tapped(id, true);
    lua_getfield(L, t, "face_down");
    if (!lua_isnil(L, -1)) g.set_face_down(id, lua_toboolean(L, -1));
  });
  each_entry_table([&](int t, ObjId id) {
    lua_getfield(L, t, "vars");
    if (!lua_istable(L, -1)) return;
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      int v = r.obj_var(luaL_checkstring(L, -2));
      if (v < 0) luaL_error(L, "setup: unknown object variable %s", lua_tostring(L, -2));
      int32_t value = 0;
      if (lua_isstring(L, -1) && !lua_isinteger(L, -1) && lua_tostring(L, -1)[0] == '@') {
        std::string ref = lua_tostring(L, -1) + 1;
        auto it = std::find_if(refs.begin(), refs.end(), [&](auto& x) { return x.first == ref; });
        if (it == refs.end()) luaL_error(L, "setup: no card with ref \"%s\"", ref.c_str());
        value = int32_t(it->second);
      } else {
        value = api::check_int32(L, -1);
      }
      g.set_var(id, v, value);
      lua_pop(L, 1);
    }
  });
  for (int p = 0; p < players; p++) {
    lua_getfield(L, 1, fmt::format("p{}", p + 1).c_str());
    if (lua_istable(L, -1)) {
      lua_getfield(L, -1, "vars");
      if (lua_istable(L, -1)) {
        lua_pushnil(L);
        while (lua_next(L, -2)) {
          int v = r.player_var(luaL_checkstring(L, -2));
          if (v < 0) luaL_error(L, "setup: unknown player variable %s", lua_tostring(L, -2));
          g.set_player_var(PlayerId(p), v, api::check_int32(L, -1));
          lua_pop(L, 1);
        }
      }
    }
    lua_settop(L, 1);
  }
  lua_getfield(L, 1, "active");
  PlayerId active = PlayerId(luaL_optinteger(L, -1, 1) - 1);
  lua_getfield(L, 1, "turn");
  uint32_t turn = uint32_t(luaL_optinteger(L, -1, 3));
  lua_getfield(L, 1, "step");
  const SequenceDef& seq = r.sequences[0];
  std::string step = luaL_optstring(L, -1, (r.test_step.empty() ? r.steps[seq.steps[0]].name : r.test_step).c_str());
  lua_settop(L, 1);
  int idx = -1;
  for (size_t i = 0; i < seq.steps.size(); i++)
    if (r.steps[seq.steps[i]].name == step) idx = int(i);
  if (idx < 0) return luaL_error(L, "setup: no step \"%s\" in the turn", step.c_str());
  g.start_at_step(idx, active, turn);
  drive(L, [&] { g.advance(); });
  // The refs, for the test to use: returns { ref = card, ... }
  lua_newtable(L);
  for (auto& [name, id] : refs) {
    lua_pushinteger(L, id);
    lua_setfield(L, -2, name.c_str());
  }
  return 1;
}

void push_decision(lua_State* L, const Game& g) {
  const Decision* d = g.decision();
  if (!d) {
    lua_pushnil(L);
    return;
  }
  lua_newtable(L);
  lua_pushinteger(L, d->player + 1);
  lua_setfield(L, -2, "player");
  lua_pushstring(L, d->kind.c_str());
  lua_setfield(L, -2, "kind");
  lua_pushstring(L, d->prompt.c_str());
  lua_setfield(L, -2, "prompt");
  lua_newtable(L);
  for (size_t i = 0; i < d->options.size(); i++) {
    lua_pushstring(L, d->options[i].label.c_str());
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_setfield(L, -2, "options");
}

int l_decision(lua_State* L) {
  push_decision(L, need_game(L));
  return 1;
}

// decision_view(p): the pending decision as player p's view shows it (nil:
// the host's): { player?, kind, prompt?, options? (labels) }; nil if none.
int l_decision_view(lua_State* L) {
  Game& g = need_game(L);
  PlayerId viewer = lua_isnoneornil(L, 1) ? kNoPlayer : api::check_player(L, 1);
  nlohmann::json j = decision_json(g, viewer);
  if (j.is_null()) {
    lua_pushnil(L);
    return 1;
  }
  lua_newtable(L);
  if (j.contains("player")) {
    lua_pushinteger(L, j["player"].get<int>() + 1);
    lua_setfield(L, -2, "player");
  }
  for (const char* k : {"kind", "prompt"})
    if (j.contains(k)) {
      lua_pushstring(L, j[k].get<std::string>().c_str());
      lua_setfield(L, -2, k);
    }
  if (j.contains("options")) {
    lua_newtable(L);
    for (size_t i = 0; i < j["options"].size(); i++) {
      lua_pushstring(L, j["options"][i]["label"].get<std::string>().c_str());
      lua_rawseti(L, -2, lua_Integer(i + 1));
    }
    lua_setfield(L, -2, "options");
  }
  lua_pushinteger(L, lua_Integer(j.size()));
  lua_setfield(L, -2, "keys");  // how many fields the view has in all
  return 1;
}

std::string options_text(const Decision& d) {
  std::string s;
  for (auto& o : d.options) s += "\n  - " + o.label;
  return s;
}

int find_option(lua_State* L, const Game& g, const char* pattern) {
  const Decision* d = g.decision();
  if (!d) return -1;
  for (size_t i = 0; i < d->options.size(); i++)
    if (d->options[i].label.find(pattern) != std::string::npos) return int(i);
  return -1;
}

// act(pattern [, player]): answer the first option whose label contains pattern.
int l_act(lua_State* L) {
  Game& g = need_game(L);
  const char* pattern = luaL_checkstring(L, 1);
  const Decision* d = g.decision();
  if (!d) return luaL_error(L, "act(\"%s\"): no decision is pending (the game is over?)", pattern);
  if (!lua_isnoneornil(L, 2) && lua_tointeger(L, 2) != d->player + 1)
    return luaL_error(L, "act(\"%s\"): P%d is deciding (%s), not P%d", pattern, d->player + 1, d->prompt.c_str(),
                      int(lua_tointeger(L, 2)));
  int i = find_option(L, g, pattern);
  if (i < 0)
    return luaL_error(L, "act(\"%s\"): no such option for P%d's \"%s\":%s", pattern, d->player + 1,
                      d->prompt.c_str(), options_text(*d).c_str());
  drive(L, [&] {
    g.answer(uint32_t(i));
    g.advance();
  });
  return 0;
}

int l_has_option(lua_State* L) {
  lua_pushboolean(L, find_option(L, need_game(L), luaL_checkstring(L, 1)) >= 0);
  return 1;
}

// pass([n]): answer "Pass" n times (default 1).
int l_pass(lua_State* L) {
  Game& g = need_game(L);
  lua_Integer n = luaL_optinteger(L, 1, 1);
  for (lua_Integer k = 0; k < n; k++) {
    const Decision* d = g.decision();
    if (!d || d->kind != "priority")
      return luaL_error(L, "pass(): the pending decision is not priority (%s)", d ? d->prompt.c_str() : "none");
    if (d->options.empty() || d->options[0].kind != Option::Kind::Pass)
      return luaL_error(L, "pass(): passing is not allowed here (the ruleset's may_pass)");
    drive(L, [&] {
      g.answer(0);
      g.advance();
    });
  }
  return 0;
}

// concede(p): player p concedes (whoever is deciding), and the game goes on.
int l_concede(lua_State* L) {
  Game& g = need_game(L);
  lua_Integer p = luaL_checkinteger(L, 1);
  if (p < 1 || p > g.players()) return luaL_error(L, "concede(%d): the game has players 1 to %d", int(p), g.players());
  drive(L, [&] {
    g.concede(PlayerId(p - 1));
    g.advance();
  });
  return 0;
}

// answer(i): answer by 1-based index, without matching labels.
int l_answer(lua_State* L) {
  Game& g = need_game(L);
  lua_Integer i = luaL_checkinteger(L, 1);
  drive(L, [&] {
    g.answer(uint32_t(i - 1));
    g.advance();
  });
  return 0;
}

// try_answer(i) -> ok, message: like answer, but reports a rejection instead of failing.
int l_try_answer(lua_State* L) {
  Game& g = need_game(L);
  lua_Integer i = luaL_checkinteger(L, 1);
  bool errored_before = g.result().error;
  try {
    g.answer(uint32_t(i - 1));
    g.advance();
  } catch (const RuleError& e) {
    lua_pushboolean(L, 0);
    lua_pushstring(L, e.what());
    return 2;
  }
  // As drive(): a script error that ended the game fails the test.
  if (!errored_before && g.result().error) return luaL_error(L, "the game ended with a %s", g.result().reason.c_str());
  lua_pushboolean(L, 1);
  return 1;
}

// find(name_or_id [, player [, zone]]) -> the first matching card, or nil.
int l_find(lua_State* L) {
  Game& g = need_game(L);
  int64_t want_id = lua_isinteger(L, 1) ? lua_tointeger(L, 1) : 0;
  std::string want = lua_isstring(L, 1) ? lua_tostring(L, 1) : "";
  int player = lua_isnoneornil(L, 2) ? 0 : int(lua_tointeger(L, 2));
  std::string zone = luaL_optstring(L, 3, "");
  const GameState& s = g.state();
  for (ZoneId z = 0; z < s.zones.size(); z++) {
    const Zone& zz = s.zones[z];
    if (player && zz.player != player - 1) continue;
    if (!zone.empty() && g.rules().zones[zz.kind].name != zone) continue;
    for (ObjId id : g.zone_objects(z)) {
      const CardDef& cd = g.card_of(*g.obj(id));
      if ((want_id && cd.id == want_id) || (!want.empty() && (cd.name == want || cd.number == want))) {
        lua_pushinteger(L, id);
        return 1;
      }
    }
  }
  return 0;
}

int l_result(lua_State* L) {
  Game& g = need_game(L);
  const Result& r = g.result();
  lua_newtable(L);
  lua_pushboolean(L, r.over);
  lua_setfield(L, -2, "over");
  lua_pushboolean(L, r.over && r.winners == 0 && !r.error);
  lua_setfield(L, -2, "draw");
  lua_pushboolean(L, r.error);
  lua_setfield(L, -2, "error");
  lua_pushstring(L, r.reason.c_str());
  lua_setfield(L, -2, "reason");
  auto players = [&](uint8_t mask, const char* key) {  // a list of 1-based players
    lua_newtable(L);
    for (int p = 0; p < g.players(); p++)
      if (mask >> p & 1) {
        lua_pushinteger(L, p + 1);
        lua_rawseti(L, -2, lua_Integer(luaL_len(L, -2) + 1));
      }
    lua_setfield(L, -2, key);
  };
  players(r.winners, "winners");
  players(r.drawn, "drawn");
  return 1;
}

int l_state_hash(lua_State* L) {
  lua_pushstring(L, fmt::format("{:016x}", need_game(L).hash()).c_str());
  return 1;
}

// save_and_restore(): replaces the game with restore(snapshot(game)), so a
// test can check that what it relies on survives save and load.
int l_save_and_restore(lua_State* L) {
  TestCtx& c = ctx(L);
  Game& g = need_game(L);
  uint64_t before = g.hash();
  drive(L, [&] {
    Game back = restore(g.library(), snapshot(g));
    c.game.emplace(std::move(back));
    c.game->bind(*c.host);
  });
  c.host->serve(&*c.game);
  if (c.game->hash() != before) return luaL_error(L, "save_and_restore(): the restored game differs");
  return 0;
}

// log_lines([player]): the log, or the lines that player is shown.
int l_log_lines(lua_State* L) {
  Game& g = need_game(L);
  PlayerId viewer = lua_isnoneornil(L, 1) ? kNoPlayer : api::check_player(L, 1);
  lua_newtable(L);
  lua_Integer i = 1;
  for (const LogEntry& e : g.state().log) {
    if (viewer != kNoPlayer && !(e.visible >> viewer & 1)) continue;
    lua_pushstring(L, e.text.c_str());
    lua_rawseti(L, -2, i++);
  }
  return 1;
}

// log_containing(text [, player]): how many lines of the log (or of those that
// player is shown) contain text, as plain text.
int l_log_containing(lua_State* L) {
  Game& g = need_game(L);
  std::string_view text = luaL_checkstring(L, 1);
  PlayerId viewer = lua_isnoneornil(L, 2) ? kNoPlayer : api::check_player(L, 2);
  lua_Integer n = 0;
  for (const LogEntry& e : g.state().log)
    if ((viewer == kNoPlayer || (e.visible >> viewer & 1)) && e.text.find(text) != std::string::npos) n++;
  lua_pushinteger(L, n);
  return 1;
}

// view_text([player]): the view document that player gets (the C API's
// cardinal_game_view_json: the table, its decision), as JSON text, so a
// test can compare what two games show one player.
int l_view_text(lua_State* L) {
  Game& g = need_game(L);
  PlayerId viewer = lua_isnoneornil(L, 1) ? kNoPlayer : api::check_player(L, 1);
  std::string text = view_document_text(g, viewer);
  lua_pushlstring(L, text.data(), text.size());
  return 1;
}

// deck_problems(text [, variant [, flags]]): the game's deck rules applied to
// a deck file's text: { {rule=, line=, message=}, ... } (empty when legal).
int l_deck_problems(lua_State* L) {
  TestCtx& c = ctx(L);
  std::string text = luaL_checkstring(L, 1);
  std::string variant = luaL_optstring(L, 2, "");
  std::vector<std::string> flags;
  if (!lua_isnoneornil(L, 3)) {
    luaL_checktype(L, 3, LUA_TTABLE);
    for (lua_Integer i = 1, n = luaL_len(L, 3); i <= n; i++) {
      lua_rawgeti(L, 3, i);
      flags.emplace_back(luaL_checkstring(L, -1));
      lua_pop(L, 1);
    }
  }
  if (!c.deck_check || !*c.deck_check) return luaL_error(L, "deck_problems: deck rules are not available here");
  std::vector<TestDeckProblem> found;
  std::string err;
  try {
    found = (*c.deck_check)(text, variant, flags);
  } catch (const std::exception& e) {
    err = e.what();
  }
  if (!err.empty()) return luaL_error(L, "deck_problems: %s", err.c_str());
  lua_createtable(L, int(found.size()), 0);
  lua_Integer i = 1;
  for (const TestDeckProblem& p : found) {
    lua_createtable(L, 0, 3);
    lua_pushstring(L, p.rule.c_str());
    lua_setfield(L, -2, "rule");
    lua_pushinteger(L, p.line);
    lua_setfield(L, -2, "line");
    lua_pushstring(L, p.message.c_str());
    lua_setfield(L, -2, "message");
    lua_rawseti(L, -2, i++);
  }
  return 1;
}

// print(...): for debugging a test (stderr).
int l_print(lua_State* L) {
  int n = lua_gettop(L);
  for (int i = 1; i <= n; i++) {
    size_t len;
    const char* s = luaL_tolstring(L, i, &len);
    std::fprintf(stderr, "%s%s", i > 1 ? "\t" : "", s);
    lua_pop(L, 1);
  }
  std::fprintf(stderr, "\n");
  return 0;
}

// scaled(n): n scaled by `cardinal test --scale` (1 by default), at least 1
// for n >= 1: the iterations of a long test (seeds, games) under a slow build,
// such as the sanitizer build's ctest, which runs it at 0.2.
int l_scaled(lua_State* L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  if (n < 1) {
    lua_pushinteger(L, n);
    return 1;
  }
  double s = std::ceil(double(n) * ctx(L).scale);
  lua_pushinteger(L, std::max<lua_Integer>(1, lua_Integer(s)));
  return 1;
}

// test(name, fn): registers a case; the runner calls them one by one.
int l_test(lua_State* L) {
  luaL_checkstring(L, 1);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.tests");
  lua_newtable(L);
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "name");
  lua_pushvalue(L, 2);
  lua_setfield(L, -2, "fn");
  lua_rawseti(L, -2, luaL_len(L, -2) + 1);
  return 0;
}

const luaL_Reg kHarness[] = {
    {"setup", l_setup},       {"decision", l_decision}, {"decision_view", l_decision_view}, {"act", l_act},           {"has_option", l_has_option},
    {"pass", l_pass},         {"answer", l_answer},     {"concede", l_concede},     {"try_answer", l_try_answer}, {"find", l_find},
    {"result", l_result},     {"state_hash", l_state_hash}, {"log_lines", l_log_lines}, {"log_containing", l_log_containing}, {"test", l_test},
    {"view_text", l_view_text},
    {"save_and_restore", l_save_and_restore}, {"deck_problems", l_deck_problems}, {"scaled", l_scaled},
    {"print", l_print},
    {nullptr, nullptr}};

}  // namespace

std::vector<std::string> harness_words() {
  std::vector<std::string> out;
  for (const luaL_Reg* r = kHarness; r->name; r++) out.push_back(r->name);
  return out;
}

std::vector<std::string> find_lua_tests(const CardLibrary& lib) {
  std::vector<std::string> out;
  fs::path cards = lib.cards_dir(), root = cards / lib.library().rules.game;
  // A linked folder is searched as the loader reads it: followed while it
  // stays inside the cards folder (each once, so a link to a parent ends); a
  // link out of it, whose cards the loader does not read, is an error rather
  // than tests silently missing.
  std::set<fs::path> seen{fs::canonical(root)};
  auto opts = fs::directory_options::follow_directory_symlink;
  for (auto it = fs::recursive_directory_iterator(root, opts); it != fs::recursive_directory_iterator(); ++it) {
    if (it->is_symlink() && it->is_directory()) {
      if (!db::inside(cards, it->path()))
        throw std::runtime_error(fmt::format(
            "{}: a link out of the cards folder (to {}): the loader reads no cards or tests there; move the folder "
            "into {} (a link that stays inside it is followed)",
            it->path().string(), fs::read_symlink(it->path()).string(), cards.string()));
      if (!seen.insert(fs::canonical(it->path())).second) {
        it.disable_recursion_pending();
        continue;
      }
    }
    std::string n = it->path().filename().string();
    if (n.size() > 9 && n.ends_with(".test.lua")) out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<LuaTestResult> run_lua_test_file(const CardLibrary& lib, const std::string& path,
                                             const TestDeckCheck& deck_check, double scale) {
  std::vector<LuaTestResult> results;
  auto host = lib.new_host();
  lua_State* L = host->L;
  lua::sandbox(L).watch_always = true;  // test files' functions are not held to kMaxUnticked (ChunkKind::Test)
  TestCtx ctx;
  ctx.lib = &lib;
  ctx.host = host.get();
  ctx.deck_check = &deck_check;
  ctx.scale = scale;

  std::ifstream in(path, std::ios::binary);
  if (!in) return {{path, "(load)", false, "cannot read the file"}};
  std::stringstream ss;
  ss << in.rdbuf();
  std::string src = ss.str();

  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "cardinal.tests");
  // env: harness functions, then the ruleset's globals and the API.
  lua_newtable(L);
  int env = lua_gettop(L);
  for (const luaL_Reg* r = kHarness; r->name; r++) {
    lua_pushlightuserdata(L, &ctx);
    lua_pushcclosure(L, r->func, 1);
    lua_setfield(L, env, r->name);
  }
  lua_newtable(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, host->ruleset_env());
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, env);

  std::string rel = fs::relative(path, lib.cards_dir()).string();
  // A test file comes with the game folder: as untrusted as a card, and
  // compiled the same way (lua::load_text: ticks, no <close>). Before it,
  // the words the game's tests share (cards/<game>/test_words.lua: driving a
  // turn, say), run into the same environment, so no test file copies them.
  auto run_chunk = [&](const std::string& text, const std::string& name) -> std::optional<std::string> {
    if (lua::load_text(L, text, ("@" + name).c_str(), lua::ChunkKind::Test) != LUA_OK) return lua::error_text(L, -1);
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1);
    lua::push_tick(L);
    lua::arm_budget(L, 1'000'000'000, true);
    int st = lua_pcall(L, 1, 0, 0);
    lua::disarm_budget(L);
    if (st != LUA_OK) return lua::error_text(L, -1);
    return std::nullopt;
  };
  fs::path words = fs::path(lib.cards_dir()) / lib.library().rules.game / "test_words.lua";
  if (fs::is_regular_file(words)) {
    std::ifstream w(words, std::ios::binary);
    std::stringstream ws;
    ws << w.rdbuf();
    std::string words_rel = fs::relative(words, lib.cards_dir()).string();
    if (auto err = run_chunk(ws.str(), words_rel)) return {{words_rel, "(load)", false, *err}};
  }
  if (auto err = run_chunk(src, rel)) return {{rel, "(load)", false, *err}};

  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.tests");
  int tests = lua_gettop(L);
  lua_Integer n = luaL_len(L, tests);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, tests, i);
    lua_getfield(L, -1, "name");
    LuaTestResult r;
    r.file = rel;
    r.name = lua_tostring(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, -1, "fn");
    ctx.game.reset();
    host->serve(nullptr);
    lua::arm_budget(L, 1'000'000'000);
    if (lua_pcall(L, 0, 0, 0) == LUA_OK) {
      r.ok = true;
    } else {
      lua::Signal sig = lua::signal_of(L, -1);
      r.message = sig != lua::Signal::None ? "engine signal escaped the test: " + host->signal_message()
                                           : lua::error_text(L, -1);
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    results.push_back(std::move(r));
  }
  host->serve(nullptr);
  lua_settop(L, 0);
  return results;
}

}  // namespace cardinal
