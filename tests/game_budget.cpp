// A whole game's script budget (lua::Limits::game_instructions): calls that
// each stay under the per-call budget still end the game once they have spent
// the game's, with an error that says so (issue 31: a condition costing ~2 s
// per check ran a game for 207 s).
#include <catch2/catch.hpp>

#include <map>

#include "sim/runner.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// mini, whose state checks burn about 300,000 instructions a call.
std::shared_ptr<const CardLibrary> costly_checks(uint64_t game_budget) {
  const std::string dir = std::string(CARDINAL_TESTS_DIR) + "/games";
  std::string rules = *disk_source(dir)->read(test::kMiniRules);
  const std::string from = "function state_checks()\n";
  size_t at = rules.find(from);
  REQUIRE(at != std::string::npos);
  rules.insert(at + from.size(), "  local n = 0\n  for i = 1, 100000 do n = n + i end\n");
  lua::Limits limits;
  limits.game_instructions = game_budget;
  return CardLibrary::load({dir, "mini", "", limits,
                            std::make_shared<test::Overlay>(dir, std::map<std::string, std::string>{{test::kMiniRules, rules}})});
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

namespace {

// H-54 Chorus (tests/games/hostile): 400 triggered abilities answering "a
// card is played". P1 plays Chorus whenever it can; every question is
// answered with its first option. Returns the trigger-order questions
// answered, up to `orders`.
int order_chorus(Game& g, int orders) {
  int answered = 0;
  for (int n = 0; n < 5000 && !g.over() && answered < orders; n++) {
    const Decision* d = g.decision();
    uint32_t pick = 0;
    for (uint32_t i = 0; d->player == 0 && i < d->options.size(); i++)
      if (d->options[i].label == "Play Chorus") pick = i;
    answered += d->kind == "order";
    g.answer(pick);
    g.advance();
  }
  return answered;
}

Game chorus_game(const CardLibrary& lib, ScriptHost& host) {
  GameConfig cfg;
  cfg.seed = {54, 2, 3, 4};
  cfg.players = 2;
  cfg.decks = {std::vector<int64_t>(20, 54), std::vector<int64_t>(20, 104)};
  Game g(lib.library(), cfg);
  g.bind(host);
  g.advance();
  return g;
}

std::shared_ptr<const CardLibrary> hostile(uint64_t game_budget) {
  lua::Limits limits;
  limits.game_instructions = game_budget;
  return CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", "hostile", "", limits});
}

}  // namespace

TEST_CASE("ordering many triggers is the game's work, charged to its budget", "[budget][hostile]") {
  // Each answer replays the ordering from its start: 400 triggers scan about
  // 400^3/3 = 21 million entries in all, which the budget now sees.
  SECTION("under the default budget the 400 triggers are ordered, and their cost counted") {
    auto lib = hostile(lua::Limits{}.game_instructions);
    auto host = lib->new_host();
    Game g = chorus_game(*lib, *host);
    REQUIRE(order_chorus(g, 399) == 399);
    CHECK_FALSE(g.result().error);
    CHECK(g.script_spent() > 20'000'000);
  }
  SECTION("a budget smaller than that ends the game with an error that says why") {
    auto lib = hostile(10'000'000);
    auto host = lib->new_host();
    Game g = chorus_game(*lib, *host);
    order_chorus(g, 399);
    REQUIRE(g.over());
    INFO(g.result().reason);
    CHECK(g.result().error);
    CHECK(g.result().reason.find("the game's script budget of 10000000 is spent") != std::string::npos);
  }
}
