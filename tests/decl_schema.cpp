// The ruleset declaration is checked against its schema (scripting/
// decl_schema.cpp) before it is read: a misspelt key, a value of the wrong
// type or a missing key is a load error naming it. The schema is also what
// docs/ruleset.md and the editor annotations are generated from, so these
// tests also hold it to what the loader really does. Each case edits the test
// game mini in memory.
#include <catch2/catch.hpp>

#include <cstring>
#include <map>
#include <string>

#include "scripting/api_fields.h"
#include "scripting/bindings.h"
#include "scripting/decl_schema.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// mini's declaration with `from` replaced by `to` (which must be there).
std::string mini_replacing(const std::string& from, const std::string& to) {
  std::string text = *disk_source(test::kTestGames)->read(test::kMiniRules);
  size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// Where each table's choices are tried: an entry of mini's declaration that
// a key can be appended to (a later key of a Lua table constructor wins).
const std::map<std::string, std::string> kEntry = {
    {"zone", "{ name = \"discard\" }"},
    {"char", "{ name = \"speed\", kind = \"int\", column = \"speed\" }"},
    {"step", "{ name = \"main\" }"},
    {"timing", "{ name = \"own\", active = true }"},
};

std::map<std::string, std::string> with_value(const decl::Table& t, const decl::Key& k, const std::string& v) {
  std::string set = std::string(k.name) + " = \"" + v + "\"";
  if (std::string(t.name) == "policy") return {{test::kMiniPolicy, "POLICY = { " + set + " }\n"}};
  if (std::string(t.name) == "action")  // mini lists its actions in Lua: declared ones come from an overlay
    return {{test::kMiniPolicy, "ACTIONS = { { zone = \"hand\", run = \"play\", label = \"Play {card}\", " + set + " } }\n"}};
  const std::string& entry = kEntry.at(t.name);
  return {{test::kMiniRules, mini_replacing(entry, entry.substr(0, entry.size() - 2) + ", " + set + " }")}};
}

}  // namespace

TEST_CASE("ruleset declaration: a misspelt key, a wrong type or a missing key is a load error naming it",
          "[scripting][decl]") {
  REQUIRE(test::mini_error({}) == "loaded");
  struct Case {
    std::string from, to, error;
  };
  const Case cases[] = {
      {"game = GAME or \"mini\",", "game = GAME or \"mini\", polcy = {},",
       "ruleset: unknown key \"polcy\" (did you mean \"policy\"?); a ruleset has: game, libraries"},
      {"{ name = \"discard\" }", "{ name = \"discard\", visiblity = \"owner\" }",
       "ruleset.zones[4]: unknown key \"visiblity\" (did you mean \"visibility\"?)"},
      {"{ name = \"discard\" }", "{ visibility = \"owner\" }", "ruleset.zones[4]: needs \"name\""},
      {"{ name = \"discard\" }", "{ name = \"discard\", visibility = \"everyone\" }",
       "ruleset.zones[4].visibility: \"everyone\" is not one of: public, owner, hidden"},
      {"abilities = true, oriented", "abilities = \"yes\", oriented",
       "ruleset.zones[3].abilities: must be true or false, not a string"},
      {"{ name = \"main\" }", "{ name = \"main\", priority = 1 }",
       "ruleset.steps[2].priority: must be one of: always, never, if_triggered"},
      {"players = { 2, 8 }", "players = { 2, 9 }", "ruleset.players: must be { min, max }, integers from 1 to 8"},
      {"layers = { \"power\" },", "layers = \"power\",", "ruleset.layers: must be a list, not a string"},
      {"player_vars = { \"life\" },", "player_vars = { \"life\", 2 },",
       "ruleset.player_vars[2]: must be a string, not a number"},
      {"params = { start_life = 5,", "params = { start_life = \"5\",", "ruleset.params: must map names to integers"},
      {"{ name = \"turn\", steps =", "{ name = \"turn\", step =",
       "ruleset.sequences[1]: unknown key \"step\" (did you mean \"steps\"?)"},
  };
  for (const Case& c : cases) {
    INFO(c.to);
    std::string err = test::mini_error({{test::kMiniRules, mini_replacing(c.from, c.to)}});
    CHECK_THAT(err, Catch::Contains(c.error));
  }
  // The policy table, from mini's policy file.
  CHECK_THAT(test::mini_error({{test::kMiniPolicy, "POLICY = { after_trigger = \"as_link\" }\n"}}),
             Catch::Contains("ruleset.policy: unknown key \"after_trigger\" (did you mean \"after_triggers\"?)"));
  CHECK_THAT(test::mini_error({{test::kMiniPolicy, "POLICY = { speeds = true }\n"}}),
             Catch::Contains("ruleset.policy.speeds: must be one of: none, at_least_top"));
  // The error starts where ruleset{...} is called, so lint shows it at that line.
  CHECK_THAT(test::mini_error({{test::kMiniRules, mini_replacing("players = { 2, 8 }", "players = 2")}}),
             Catch::StartsWith("mini/rules/10_mini.lua:3: ruleset.players: must be a list, not a number"));
}

TEST_CASE("ruleset declaration: every choice the schema documents is one the loader takes", "[scripting][decl]") {
  int tried = 0;
  for (const decl::Table& t : decl::tables()) {
    // An ability spec's keys are checked per card (check_ability), not in
    // the declaration: its choices (continuous.affects_controller) are what
    // the shipped games' auras declare, loaded by every game's tests.
    if (t.ability) continue;
    for (const decl::Key& k : t.keys) {
      if (k.type != decl::Type::Choice) continue;
      std::string values = k.values;
      for (size_t at = 0, bar; at <= values.size(); at = bar + 1) {
        bar = values.find('|', at);
        if (bar == std::string::npos) bar = values.size();
        std::string v = values.substr(at, bar - at);
        INFO(t.name << "." << k.name << " = " << v);
        // It may still fail to load for other reasons (a set characteristic
        // on a text column), but neither the schema nor the loader's own
        // list of values refuses it.
        CHECK_THAT(test::mini_error(with_value(t, k, v)), !Catch::Contains("is not one of"));
        tried++;
      }
      INFO(t.name << "." << k.name << " = (not a value)");
      CHECK_THAT(test::mini_error(with_value(t, k, "bogus")), Catch::Contains("\"bogus\" is not one of"));
    }
  }
  CHECK(tried >= 25);
}

TEST_CASE("ruleset declaration: the documented policy defaults are the loader's", "[scripting][decl]") {
  const ChainPolicy none = test::load_mini({{test::kMiniPolicy, "POLICY = nil\n"}})->library().rules.policy;
  for (const decl::Key& k : decl::table("policy").keys) {
    std::string d = k.dflt;
    REQUIRE(d.size() > 2);
    INFO(k.name << " = " << d);
    auto lib = test::load_mini({{test::kMiniPolicy, "POLICY = { " + std::string(k.name) + " = " + d + " }\n"}});
    CHECK(std::memcmp(&lib->library().rules.policy, &none, sizeof none) == 0);
  }
}

TEST_CASE("ruleset declaration: the schema covers every key the game rulesets use", "[scripting][decl]") {
  // Every shipped game and the core's test games load: none of them uses a
  // key the schema does not know.
  for (const std::string& game : test::shipped_games()) CHECK_NOTHROW(test::library(game));
  for (const char* game : {"mini-ff", "mini-hy", "mini-cwl", "mini-bw", "mini-layers", "mini-steps"})
    CHECK_NOTHROW(CardLibrary::load({test::kTestGames, game, "", {}, {}}));
}

TEST_CASE("ability specs: a key that is neither the core's nor in the ruleset's ability_keys is a load error",
          "[scripting][decl]") {
  const std::string watcher = "mini/sets/base/7.lua", sieve = "mini/sets/base/14.lua";
  auto card = [](const std::string& spec) { return "return { " + spec + " }\n"; };
  // mini's Watcher, as it is and misspelt.
  CHECK(test::mini_error({{watcher, card("trigger { on = \"rang\", effect = function(e) record(e.you) end }")}}) == "loaded");
  CHECK_THAT(test::mini_error({{watcher, card("trigger { on = \"rang\", efect = function(e) record(e.you) end }")}}),
             Catch::Contains("card 7 (mini/sets/base/7.lua) ability 1: trigger: unknown key \"efect\" (did you mean "
                             "\"effect\"?); a trigger has: kind, text,"));
  CHECK_THAT(test::mini_error({{watcher, card("trigger { on = \"rang\", effect = 7 }")}}),
             Catch::Contains("ability 1: trigger.effect: must be a function, not a number"));
  CHECK_THAT(test::mini_error({{watcher, card("trigger { on = \"rang\", self = \"no\", effect = function() end }")}}),
             Catch::Contains("ability 1: trigger.self: must be true or false, not a string"));
  // A key of another kind: replacements name their event with `event`, not `on`.
  CHECK_THAT(test::mini_error({{sieve, card("replacement { on = \"move\", effect = function() end }")}}),
             Catch::Contains("card 14 (mini/sets/base/14.lua) ability 1: replacement: unknown key \"on\""));
  // A key of the ruleset's own: refused until the declaration names it.
  std::string gated = card("trigger { on = \"rang\", gate = 2, effect = function(e) record(e.you) end }");
  CHECK_THAT(test::mini_error({{watcher, gated}}), Catch::Contains("unknown key \"gate\""));
  CHECK(test::mini_error({{watcher, gated}, {test::kMiniRules, mini_replacing("players = { 2, 8 },", "players = { 2, 8 }, ability_keys = { \"gate\" },")}}) ==
        "loaded");
  CHECK_THAT(test::mini_error({{watcher, card("trigger { on = \"rang\", gaet = 2, effect = function() end }")},
                         {test::kMiniRules, mini_replacing("players = { 2, 8 },", "players = { 2, 8 }, ability_keys = { \"gate\" },")}}),
             Catch::Contains("unknown key \"gaet\" (did you mean \"gate\"?)") &&
                 Catch::Contains("the ruleset's ability_keys add: gate"));
  // A granted ability is checked like a printed one.
  CHECK_THAT(test::mini_error({{watcher, card("continuous { modify = { grant = trigger { on = \"rang\", efect = 1 } } }")}}),
             Catch::Contains("(granted): trigger: unknown key \"efect\""));
  // Custom abilities are the ruleset's own: any key.
  CHECK(test::mini_error({{watcher, card("custom_ability { kind = \"effect\", anything = 1, effect = function() end }")}}) ==
        "loaded");
}

// The tables bindings take are checked from the registry's signatures
// (scripting/api_fields.cpp; the Lua side is tests/games/mini/tests/fields.test.lua).
TEST_CASE("binding tables: every table parameter of the registry parses into fields of known types",
          "[scripting][decl]") {
  size_t tables = 0;
  for (const Binding& b : all_bindings()) {
    // The parameters at top level; a table parameter's type starts with '{'
    // (choose's "(string|{...})[]" is a list, checked by choose itself).
    std::vector<std::string> params(1);
    int depth = 0;
    for (char ch : std::string(b.params)) {
      depth += (ch == '{' || ch == '(') - (ch == '}' || ch == ')');
      if (ch == ',' && depth == 0) params.emplace_back();
      else params.back() += ch;
    }
    for (size_t arg = 0; arg < params.size(); arg++) {
      size_t colon = params[arg].find(": ");
      if (colon == std::string::npos || params[arg].compare(colon + 2, 1, "{") != 0) continue;
      INFO(b.name << " argument " << arg + 1);
      const api::TableParam& t = api::table_param(b.name, int(arg + 1));
      CHECK(!t.fields.empty());
      for (const api::Field& f : t.fields) {
        INFO(f.name << ": " << f.type);
        CHECK(!f.name.empty());
        CHECK(api::known_type(f.type));
      }
      tables++;
    }
  }
  CHECK(tables == 10);  // move, create, modify, push_link, raise, pend, choose, choose_card, yes_no, set_controller
  CHECK_THROWS(api::table_param("move", 1));
  CHECK(api::parse_fields("{a: integer, b?: {c: string, d?: Card}}").size() == 2);
  CHECK(api::parse_fields("{a: integer, b?: {c: string, d?: Card}}")[1].type == "{c: string, d?: Card}");
  CHECK_FALSE(api::known_type("boolen"));
}

// What actions(player) returns is read against CARDINAL_ACTION_ENTRY, the same
// text docs/ruleset.md shows: a misspelt key used to become a "?" label or a
// speed of 0 (an action that may answer anything) in silence.
TEST_CASE("actions(): an entry with an unknown key, a wrong type or no label ends the game naming it",
          "[scripting][decl]") {
  std::string rules = *disk_source(test::kTestGames)->read(test::kMiniRules);
  struct Case {
    const char* entry;
    const char* error;
  };
  for (const Case& c : {Case{"{ lable = 'Go', run = 'play' }", "actions: action: unknown key \"lable\" (did you mean \"label\"?)"},
                        Case{"{ label = 'Go', run = 'play', speed = '2' }", "actions: action.speed must be integer, not string"},
                        Case{"{ run = 'play' }", "actions: action: \"label\" is required"},
                        Case{"{ label = 'Go', run = 'play', speed = 2 }", nullptr}}) {
    INFO(c.entry);
    auto lib = test::load_mini({{test::kMiniRules, rules + "\nfunction actions(p) return { " + c.entry + " } end\n"}});
    auto host = lib->new_host();
    Game g = test::make_game(*lib, 1);
    g.bind(*host);
    g.advance();
    if (!c.error) {
      REQUIRE_FALSE(g.over());
      CHECK(g.decision()->options.back().label == "Go");
      CHECK(g.decision()->options.back().speed == 2);
      continue;
    }
    REQUIRE(g.over());
    CHECK(g.result().error);
    CHECK_THAT(g.result().reason, Catch::Contains(c.error));
  }
}
