// A whole game's script budget (lua::Limits::game_instructions): calls that
// each stay under the per-call budget still end the game once they have spent
// the game's, with an error that says so (issue 31: a condition costing ~2 s
// per check ran a game for 207 s).
#include <catch2/catch.hpp>

#include <map>

#include "scripting/runner.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

const std::string kRules = "mini/rules/10_mini.lua";

// mini, whose state checks burn about 300,000 instructions a call.
std::shared_ptr<const CardLibrary> costly_checks(uint64_t game_budget) {
  const std::string dir = std::string(CARDINAL_TESTS_DIR) + "/games";
  std::string rules = *disk_source(dir)->read(kRules);
  const std::string from = "function state_checks()\n";
  size_t at = rules.find(from);
  REQUIRE(at != std::string::npos);
  rules.insert(at + from.size(), "  local n = 0\n  for i = 1, 100000 do n = n + i end\n");
  lua::Limits limits;
  limits.game_instructions = game_budget;
  return CardLibrary::load({dir, "mini", "", limits,
                            std::make_shared<test::Overlay>(dir, std::map<std::string, std::string>{{kRules, rules}})});
}

SimReport play(const CardLibrary& lib) {
  SimOptions o;
  o.games = 2;
  o.seed = 3;
  o.decks = {test::cycled_deck(20, 5), test::cycled_deck(20, 5)};
  return simulate(lib, o);
}

}  // namespace

TEST_CASE("a game ends with an error once its scripts have spent the game's budget", "[budget]") {
  SimReport r = play(*costly_checks(30'000'000));
  REQUIRE(r.errors == 2);
  for (const GameRecord& g : r.games) {
    INFO(g.reason);
    CHECK(g.error);
    CHECK(g.reason.find("the game's script budget of 30000000 is spent") != std::string::npos);
    CHECK(g.script_spent >= 29'000'000);
  }
}

TEST_CASE("the same games under the default budget end as games do, and count what they spend", "[budget]") {
  SimReport r = play(*costly_checks(lua::Limits{}.game_instructions));
  CHECK(r.errors == 0);
  for (const GameRecord& g : r.games) CHECK(g.script_spent > 30'000'000);
}
