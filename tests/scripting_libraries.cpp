// Shared rules libraries (the cards root's lib/<name>/*.lua): a ruleset names
// them in its declaration, ruleset{ libraries = { ... } }, and the loader runs
// them into the ruleset's globals there and then. Zero-Dimension and FF-TCG
// share cards/lib/common; the rest uses the test game mini with a library in
// memory.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <map>
#include <string>

#include "core/ai.h"
#include "core/serialize.h"
#include "scripting/testing.h"
#include "scripting/words.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// mini's ruleset file with `libraries = <list>` in its declaration.
std::string mini_declaring(const std::string& list) {
  std::string text = *disk_source(test::kTestGames)->read("mini/rules/10_mini.lua");
  size_t at = text.find("ruleset {\n");
  REQUIRE(at != std::string::npos);
  return text.insert(at + 10, "  libraries = " + list + ",\n");
}

// A global of the ruleset's environment, as a string (Lua's tostring of a
// value, or of a call's result when `call` is set).
std::string ruleset_value(ScriptHost& h, const char* name, bool call = false) {
  lua_State* L = h.L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, h.ruleset_env());
  lua_getfield(L, -1, name);
  if (call) lua_call(L, 0, 1);
  std::string out = luaL_tolstring(L, -1, nullptr);
  lua_settop(L, 0);
  return out;
}

// Where the ruleset procedure `name` is defined ("name at FILE:LINE").
std::string defined_at(const CardLibrary& lib, const std::string& name) {
  FnId id = lib.library().rules.proc(name);
  REQUIRE(id != kNoFn);
  return lib.library().fn_names[id];
}

const std::map<std::string, std::string> kLibT = {
    {"lib/t/10_a.lua",
     "assert(T_ONCE == nil, 'ran twice')\nT_ONCE = true\n"
     "function t_word() return 'library' end\nfunction t_twice(x) return 2 * x end\n"},
    {"lib/t/20_b.lua", "T_ORDER = t_twice(21)   -- after 10_a.lua\n"},
    {"lib/t/notes.txt", "not a script\n"},
};

}  // namespace

TEST_CASE("rules libraries: Zero-Dimension and FF-TCG share cards/lib/common", "[scripting][libraries]") {
  for (const char* game : {"zero-dimension", "fftcg"}) {
    INFO(game);
    auto lib = test::library(game);
    std::vector<std::string> globals = ruleset_word_names(*lib);  // lint's luacheck globals for the cards
    for (const char* word : {"filter", "opponent", "is_type", "choose_first_player", "draw_one", "discards",
                             "abilities_of_kind", "rule_abilities", "forbidden", "make_ctx", "buff", "aura", "cannot"}) {
      INFO(word);
      CHECK_THAT(defined_at(*lib, word), Catch::Contains(" at lib/common/"));
      CHECK(std::find(globals.begin(), globals.end(), word) != globals.end());
    }
    // The game's own words stay its own, and the library's hook is there.
    CHECK_THAT(defined_at(*lib, "draw"), Catch::Contains(std::string(" at ") + game + "/rules/"));
    CHECK(lib->library().rules.proc("in_play") != kNoFn);
    CHECK_THAT(defined_at(*lib, "shape_ability"), Catch::Contains(std::string(" at ") + game + "/rules/"));
  }
}

// Every word a shipped game's ruleset (or a library it names) gives its
// cards says what it does: the comment above its definition, which the word
// reference (docs/games/<game>.md, docs/lib/<name>.md) shows.
TEST_CASE("ruleset words: every word of every game has a comment", "[scripting][docs]") {
  for (const std::string& game : test::shipped_games()) {
    auto lib = test::library(game);
    for (const RulesetWord& w : ruleset_words(*lib)) {
      if (w.file.empty()) continue;  // not defined in a file of the game (a binding's alias)
      INFO(w.file << ":" << w.line << ": " << w.name << " has no comment above its definition");
      CHECK_FALSE(w.doc.empty());
    }
  }
}

TEST_CASE("ruleset words: every global the cards see, with where it is defined and the comment above it",
          "[scripting][libraries][docs]") {
  std::map<std::string, std::string> files = kLibT;
  files["mini/rules/10_mini.lua"] = mini_declaring("{ \"t\" }");
  files["mini/rules/20_use.lua"] =
      "USED_AT_LOAD = t_word()\n"
      "-- Deals n damage to a card.\n"
      "---@param n integer\n"
      "function hurt(card, n, ...) return n end\n"
      "\n"
      "-- The colours.\n"
      "COLOURS = { 'red' }\n"
      "LIMIT, CAP = 3, 4\n";
  auto lib = test::load_mini(files);
  std::vector<RulesetWord> words = ruleset_words(*lib);
  auto find = [&](const std::string& name) -> const RulesetWord& {
    auto it = std::find_if(words.begin(), words.end(), [&](const RulesetWord& w) { return w.name == name; });
    REQUIRE(it != words.end());
    return *it;
  };
  // The one registry: the names are lint's luacheck globals.
  std::vector<std::string> names;
  for (const RulesetWord& w : words) names.push_back(w.name);
  std::sort(names.begin(), names.end());
  CHECK(names == ruleset_word_names(*lib));
  const RulesetWord& hurt = find("hurt");
  CHECK(hurt.type == "function");
  CHECK(hurt.file == "mini/rules/20_use.lua");
  CHECK(hurt.line == 4);
  CHECK(hurt.params == std::vector<std::string>{"card", "n", "..."});
  CHECK(hurt.doc == std::vector<std::string>{"Deals n damage to a card.", "@param n integer"});
  const RulesetWord& twice = find("t_twice");  // a library's word, as the ruleset's own
  CHECK(twice.file == "lib/t/10_a.lua");
  CHECK(twice.doc.empty());
  const RulesetWord& colours = find("COLOURS");
  CHECK(colours.type == "table");
  CHECK(colours.line == 7);
  CHECK(colours.doc == std::vector<std::string>{"The colours."});
  const RulesetWord& cap = find("CAP");  // one of two names assigned at once
  CHECK(cap.type == "number");
  CHECK(cap.value == "4");
  CHECK(cap.line == 8);

  std::string md = words_markdown("mini", words);
  CHECK_THAT(md, Catch::Contains("### `hurt(card, n, ...)`\n\nA function.\n\nDeals n damage to a card."));
  // A library's words are named, and documented once, in the library's reference.
  CHECK_THAT(md, Catch::Contains("From the rules library `t` (`docs/lib/t.md`): `T_ONCE`, `t_word`, `t_twice`, `T_ORDER`.\n"));
  CHECK(md.find("### `t_twice(x)`") == std::string::npos);
  CHECK(word_library(twice) == "t");
  CHECK(word_library(hurt).empty());
  std::string lib_md = library_words_markdown("t", words);
  CHECK_THAT(lib_md, Catch::Contains("### `t_twice(x)`\n\nA function. No comment yet."));
  CHECK(lib_md.find("hurt") == std::string::npos);
  std::string lib_meta = library_words_luals("t", words);
  CHECK_THAT(lib_meta, Catch::Contains("---(`lib/t/10_a.lua`)\n---@param x any\nfunction t_twice(x) end\n"));
  std::string meta = words_luals("mini", words);
  CHECK(meta.find("t_twice") == std::string::npos);
  // The author's annotation is kept; the others are generated.
  CHECK_THAT(meta, Catch::Contains("---Deals n damage to a card.\n---@param n integer\n---(`mini/rules/20_use.lua`)\n"
                                   "---@param card any\n---@param ... any\nfunction hurt(card, n, ...) end\n"));
  CHECK_THAT(meta, Catch::Contains("COLOURS = {}\n"));
  CHECK_THAT(meta, Catch::Contains("---@type number\nCAP = 4\n"));
}

TEST_CASE("rules libraries: run at ruleset{}, in file order, once, the ruleset's later files use and redefine them",
          "[scripting][libraries]") {
  std::map<std::string, std::string> files = kLibT;
  files["mini/rules/10_mini.lua"] = mini_declaring("{ \"t\", \"t\" }");  // named twice, run once
  files["mini/rules/20_use.lua"] = "USED_AT_LOAD = t_word()\nfunction t_word() return 'ruleset' end\n";
  auto lib = test::load_mini(files);
  CHECK_THAT(defined_at(*lib, "t_twice"), Catch::Contains(" at lib/t/10_a.lua:4"));
  CHECK_THAT(defined_at(*lib, "t_word"), Catch::Contains(" at mini/rules/20_use.lua:2"));
  std::vector<std::string> globals = ruleset_word_names(*lib);  // lint's luacheck globals for the cards
  CHECK(std::find(globals.begin(), globals.end(), "t_twice") != globals.end());
  // A later host runs the compiled library again: same values, same functions.
  auto host = lib->new_host();
  CHECK(ruleset_value(*host, "USED_AT_LOAD") == "library");
  CHECK(ruleset_value(*host, "T_ORDER") == "42");
  CHECK(ruleset_value(*host, "t_word", true) == "ruleset");
  // The game plays as the plain mini does.
  Game g = test::make_game(*lib, 3);
  g.bind(*host);
  g.advance();
  Rng ai;
  ai.seed({3, 9, 9, 9});
  for (int n = 0; n < 3000 && !g.over(); n++) {
    g.answer(choose_random(g, ai));
    g.advance();
  }
  CHECK(g.over());
}

TEST_CASE("rules libraries: a problem fails the load naming the file and line", "[scripting][libraries]") {
  auto with = [](const std::string& list, std::map<std::string, std::string> files) {
    files["mini/rules/10_mini.lua"] = mini_declaring(list);
    return test::mini_error(files);
  };
  CHECK(with("{ \"t\" }", kLibT) == "loaded");
  CHECK_THAT(with("{ \"nope\" }", kLibT),
             Catch::Contains("mini/rules/10_mini.lua:") && Catch::Contains("no library \"nope\" (") &&
                 Catch::Contains("games/lib/nope)"));
  CHECK_THAT(with("{ \"../mini\" }", kLibT), Catch::Contains("\"../mini\" is not a library name"));
  CHECK_THAT(with("\"t\"", kLibT), Catch::Contains("libraries must be a list of library names"));
  CHECK_THAT(with("{ 7 }", kLibT), Catch::Contains("libraries[1] must be a library name"));
  CHECK_THAT(with("{ \"t\" }", {{"lib/t/notes.txt", "x"}}), Catch::Contains("library \"t\" has no .lua files"));
  CHECK_THAT(with("{ \"t\" }", {{"lib/t/10_a.lua", "local x = nil + 1\n"}}),
             Catch::Contains("lib/t/10_a.lua:1:") && Catch::Contains("arithmetic"));
  CHECK_THAT(with("{ \"t\" }", {{"lib/t/10_a.lua", "\nthis is not Lua\n"}}), Catch::Contains("lib/t/10_a.lua:2:"));
  // An endless loop in a library is stopped like one in the ruleset.
  CHECK_THAT(with("{ \"t\" }", {{"lib/t/10_a.lua", "while true do end\n"}}),
             Catch::Contains("lib/t/10_a.lua:1") && Catch::Contains("instruction budget"));
  // Only the ruleset loads libraries: a card's ruleset{} is refused, naming the card and line.
  std::map<std::string, std::string> card_asks = kLibT;
  card_asks["mini/sets/base/1.lua"] = "ruleset { libraries = { \"t\" } }\n" + *disk_source(test::kTestGames)->read("mini/sets/base/1.lua");
  CHECK_THAT(test::mini_error(card_asks), Catch::Contains("card 1") && Catch::Contains("mini/sets/base/1.lua:1:") &&
                                        Catch::Contains("ruleset{} is declared twice"));
}

TEST_CASE("rules libraries: a snapshot is refused by a library without them", "[scripting][libraries]") {
  std::map<std::string, std::string> files = kLibT;
  files["mini/rules/10_mini.lua"] = mini_declaring("{ \"t\" }");
  auto with_lib = test::load_mini(files);
  auto plain = test::library("mini");
  CHECK(library_fingerprint(with_lib->library()) != library_fingerprint(plain->library()));
  auto host = with_lib->new_host();
  Game g = test::make_game(*with_lib, 4);
  g.bind(*host);
  g.advance();
  std::string bytes = snapshot(g);
  CHECK(restore(with_lib->library(), bytes).hash() == g.hash());
  CHECK_THROWS_WITH(restore(plain->library(), bytes), Catch::Contains("different card library"));
}

// The harness's words are listed once (scripting/testing.cpp); the generated
// files carry them (api_docs_up_to_date), and the designer's table names each.
TEST_CASE("test harness: every word is in docs/designing-cards.md's table", "[scripting][docs]") {
  std::ifstream in(std::string(CARDINAL_SOURCE_DIR) + "/docs/designing-cards.md");
  std::stringstream text;
  text << in.rdbuf();
  std::vector<std::string> words = harness_words();
  CHECK(words.size() >= 19);
  for (const std::string& w : words) {
    INFO(w);
    CHECK_THAT(text.str(), Catch::Contains("| `" + w + "(") || Catch::Contains("| `" + w + "{") ||
                               Catch::Contains(", `" + w + "(") || Catch::Contains("/ `" + w + "("));
  }
}
