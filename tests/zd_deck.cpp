// ZD-S02 through the card database: the ruleset's validate_deck run on the
// rows a host reads for a deck file (how `cardinal deck check` would call it).
#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "scripting/host.h"
#include "scripting/sandbox.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

std::string text_field(const db::CardRow& r, const char* col) {
  const db::Value* v = r.get(col);
  return v && v->kind == db::Value::Kind::Text ? v->s : std::string();
}

// Deck-file entries with the file line each comes from ("COUNT ID [name]").
std::vector<std::pair<int64_t, int>> entries_with_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::pair<int64_t, int>> out;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    n++;
    if (auto h = line.find('#'); h != std::string::npos) line.resize(h);
    std::istringstream ls(line);
    long long count, id;
    if (ls >> count >> id)
      for (long long k = 0; k < count; k++) out.emplace_back(id, n);
  }
  return out;
}

// validate_deck(rows, {single_series = official}) -> the error messages.
std::vector<std::string> validate(const CardLibrary& lib, const std::vector<int64_t>& ids, bool official,
                                  const std::vector<int>& lines = {}) {
  auto host = lib.new_host();
  lua_State* L = host->L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, host->ruleset_env_ref);
  lua_getfield(L, -1, "validate_deck");
  REQUIRE(lua_isfunction(L, -1));
  lua_newtable(L);
  for (size_t i = 0; i < ids.size(); i++) {
    lua_newtable(L);
    lua_pushinteger(L, lines.empty() ? lua_Integer(i + 1) : lua_Integer(lines[i]));
    lua_setfield(L, -2, "line");
    lua_pushinteger(L, ids[i]);
    lua_setfield(L, -2, "id");
    for (const db::CardRow& r : lib.rows()) {
      if (r.id != ids[i]) continue;
      lua_pushstring(L, r.name.c_str());
      lua_setfield(L, -2, "name");
      lua_pushstring(L, text_field(r, "colour").c_str());
      lua_setfield(L, -2, "colour");
      lua_pushstring(L, text_field(r, "series").c_str());
      lua_setfield(L, -2, "series");
    }
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  lua_newtable(L);
  lua_pushboolean(L, official);
  lua_setfield(L, -2, "single_series");
  lua::arm_budget(L, 50'000'000);
  if (lua_pcall(L, 2, 1, 0) != LUA_OK) FAIL(lua_tostring(L, -1));
  std::vector<std::string> out;
  lua_Integer n = luaL_len(L, -1);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, -1, i);
    out.emplace_back(lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  lua_settop(L, 0);
  return out;
}

}  // namespace

TEST_CASE("ZD-S02 (ZD-2.1 to ZD-2.4): the starter decks pass the validator, also with --official", "[zd][scenario]") {
  auto lib = test::library("zero-dimension");
  for (const char* name : {"starter-a", "starter-b"}) {
    INFO(name);
    std::vector<int64_t> deck = lib->deck(name);
    REQUIRE(deck.size() == 50);
    REQUIRE(validate(*lib, deck, false).empty());
    REQUIRE(validate(*lib, deck, true).empty());
  }
}

TEST_CASE("ZD-S02 (ZD-2.2, ZD-2.4, ZD-2.6): a deck file with a 5th red Ember Pike and an unknown id", "[zd][scenario]") {
  auto lib = test::library("zero-dimension");
  std::filesystem::path p = std::filesystem::temp_directory_path() / ("zd_s02_bad_deck_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream f(p);
    f << "# 5 red Ember Pike, 1 unknown card, 44 others: 50 entries\n";
    f << "5 1001 Ember Pike (red)\n";
    f << "1 99999 no such card\n";
    for (int id = 1003; id < 1003 + 44; id++) f << "1 " << id << "\n";
  }
  std::vector<int64_t> deck = read_deck_file(p.string());
  std::vector<int> lines;
  for (auto& [id, line] : entries_with_lines(p.string())) lines.push_back(line);
  std::filesystem::remove(p);
  REQUIRE(deck.size() == 50);
  REQUIRE(lines.size() == 50);
  std::vector<std::string> errs = validate(*lib, deck, false, lines);
  REQUIRE(errs.size() == 2);
  CHECK(errs[0] == "ZD-2.2: \"Ember Pike\" (red) ×5, at most 4");
  CHECK(errs[1] == "ZD-2.4: line 3: no card with id 99999 in the Zero-Dimension database");
}
