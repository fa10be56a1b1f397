#include "scripting/deck_judge.h"

#include <fmt/format.h>

#include "scripting/api_util.h"

namespace cardinal {

namespace {

// The card as a deck procedure sees it: { id, name, number, type, one field
// per characteristic as printed, abilities = { ability indices } }.
void push_card(lua_State* L, const Library& lib, const CardDef& cd) {
  lua_createtable(L, 0, int(lib.rules.chars.size()) + 5);
  lua_pushinteger(L, cd.id);
  lua_setfield(L, -2, "id");
  lua_pushstring(L, cd.name.c_str());
  lua_setfield(L, -2, "name");
  lua_pushstring(L, cd.number.c_str());
  lua_setfield(L, -2, "number");
  lua_pushstring(L, cd.type.c_str());
  lua_setfield(L, -2, "type");
  // Characteristics last: a ruleset's "name" or "type" is the printed value too.
  for (size_t c = 0; c < lib.rules.chars.size(); c++) {
    api::push_char(L, lib, cd.ints, cd.sets, int(c));
    lua_setfield(L, -2, lib.rules.chars[c].name.c_str());
  }
  api::push_ability_list(L, cd.abilities);
  lua_setfield(L, -2, "abilities");
}

void push_deck(lua_State* L, const Library& lib, const std::string& variant, const std::set<std::string>& flags,
               const std::vector<JudgedLine>& lines) {
  lua_createtable(L, 0, 3);
  lua_pushstring(L, variant.c_str());
  lua_setfield(L, -2, "variant");
  lua_createtable(L, 0, int(flags.size()));
  for (const std::string& f : flags) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, f.c_str());
  }
  lua_setfield(L, -2, "flags");
  lua_createtable(L, int(lines.size()), 0);
  for (size_t i = 0; i < lines.size(); i++) {
    const JudgedLine& l = lines[i];
    lua_createtable(L, 0, 5);
    lua_pushstring(L, l.section.c_str());
    lua_setfield(L, -2, "section");
    lua_pushinteger(L, l.line);
    lua_setfield(L, -2, "line");
    lua_pushinteger(L, l.count);
    lua_setfield(L, -2, "count");
    lua_pushstring(L, l.written.c_str());
    lua_setfield(L, -2, "written");
    if (const CardDef* cd = l.card ? lib.card(l.card) : nullptr) {
      push_card(L, lib, *cd);
      lua_setfield(L, -2, "card");
    }
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_setfield(L, -2, "lines");
}

}  // namespace

std::vector<JudgedProblem> judge_deck(ScriptHost& h, const std::string& procedure, const std::string& rule_id,
                                      const std::string& variant, const std::set<std::string>& flags,
                                      const std::vector<JudgedLine>& lines) {
  const Library& lib = *h.library();
  FnId fn = lib.rules.proc(procedure);
  std::string where = fmt::format("deck rule {} (procedure {})", rule_id, procedure);
  if (fn == kNoFn)
    throw ScriptError(fmt::format("{}: the ruleset of {} has no procedure \"{}\"", where, lib.rules.game, procedure));
  std::vector<JudgedProblem> out;
  // Everything, the deck table included, is built and read inside one
  // protected call under the instruction budget: a card's script may run
  // (an ability's spec) and the returned table may have metamethods.
  h.run_without_game(fn, where, [&](lua_State* L) {
    push_deck(L, lib, variant, flags, lines);
    lua_pushstring(L, rule_id.c_str());
    lua_call(L, 2, 1);
    int r = lua_gettop(L);
    if (lua_isnil(L, r)) return;  // nothing to report
    if (!lua_istable(L, r)) luaL_error(L, "must return a list of problems, not a %s", luaL_typename(L, r));
    lua_Integer n = lua::list_length(L, r, lua::kMaxList, "problems");
    for (lua_Integer i = 1; i <= n; i++) {
      lua_geti(L, r, i);
      int t = lua_gettop(L);
      if (!lua_istable(L, t)) luaL_error(L, "problem %I is a %s, not {message=, line=, rule=}", i, luaL_typename(L, t));
      JudgedProblem p{rule_id, 0, ""};
      lua_getfield(L, t, "message");
      if (lua_type(L, -1) != LUA_TSTRING) luaL_error(L, "problem %I has no message (a string)", i);
      p.message = lua_tostring(L, -1);
      lua_getfield(L, t, "line");
      if (!lua_isnil(L, -1) && !lua_isinteger(L, -1)) luaL_error(L, "problem %I: line must be an integer", i);
      p.line = int(lua_tointeger(L, -1));
      lua_getfield(L, t, "rule");
      if (lua_type(L, -1) == LUA_TSTRING) p.rule = lua_tostring(L, -1);
      out.push_back(std::move(p));
      lua_settop(L, t - 1);
    }
  });
  return out;
}

deck::DeckJudge script_judge(ScriptHost& host) {
  return [&host](const deck::DeckRule& rule, const std::vector<deck::DeckEntry>& deck, const std::string& name,
                 const std::set<std::string>& on) {
    std::vector<JudgedLine> lines;
    for (const deck::DeckEntry& e : deck) lines.push_back({e.section, e.line, e.count, e.card, e.written});
    std::vector<deck::DeckProblem> out;
    for (JudgedProblem& p : judge_deck(host, rule.procedure, rule.id, name, on, lines))
      out.push_back({std::move(p.rule), p.line, std::move(p.message)});
    return out;
  };
}

}  // namespace cardinal
