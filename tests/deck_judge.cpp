// Deck rules a ruleset judges in Lua (deck.json kind "script",
// scripting/deck_judge.h): what the procedure sees, and its failures.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "scripting/deck_judge.h"
#include "tests/support.h"

using namespace cardinal;

// A deck procedure's failures are errors naming the rule, the procedure and
// the place: never a verdict, never a crash or a hang.
TEST_CASE("deck rules judged in Lua: script errors name the rule and the procedure", "[deck]") {
  auto judge = [](const std::string& body, const std::string& procedure = "no_tokens") {
    auto lib = test::load_overlaid("mini-hy", {{"mini-hy/rules/40_deck.lua", body}});
    auto host = lib->new_host();
    try {
      auto found = judge_deck(*host, procedure, "HY-2.4", "standard", {}, {{"main", 1, 3, 1, "Ping"}});
      return fmt::format("{} problems", found.size());
    } catch (const ScriptError& e) {
      return std::string(e.what());
    }
  };
  CHECK(judge("function no_tokens(deck) return { { message = deck.lines[1].card.name .. ' x' .. deck.lines[1].count } } end") ==
        "1 problems");
  CHECK_THAT(judge("function no_tokens(deck) error('boom') end"),
             Catch::StartsWith("deck rule HY-2.4 (procedure no_tokens): ") && Catch::Contains("40_deck.lua:1: boom"));
  CHECK_THAT(judge("function no_tokens(deck) while true do end end"), Catch::Contains("instruction budget"));
  CHECK_THAT(judge("function no_tokens(deck) return cards('hand', 1) end"), Catch::Contains("no game is running"));
  CHECK_THAT(judge("function no_tokens(deck) return 'legal' end"), Catch::Contains("must return a list of problems"));
  CHECK_THAT(judge("function no_tokens(deck) return { { line = 1 } } end"), Catch::Contains("problem 1 has no message"));
  CHECK_THAT(judge("function no_tokens(deck) return nil end", "nowhere"),
             Catch::Contains("has no procedure \"nowhere\""));
  // The host is unharmed: after an endless loop, it judges again.
  auto lib = test::load_overlaid(
      "mini-hy", {{"mini-hy/rules/40_deck.lua",
                   "function no_tokens(deck) while deck.lines[1].count == 13 do end return {} end"}});
  auto host = lib->new_host();
  CHECK_THROWS_AS(judge_deck(*host, "no_tokens", "HY-2.4", "standard", {}, {{"main", 1, 13, 1, "Ping"}}), ScriptError);
  CHECK(judge_deck(*host, "no_tokens", "HY-2.4", "standard", {}, {{"main", 1, 3, 1, "Ping"}}).empty());
  CHECK(lua_gettop(host->L) == 0);
}
