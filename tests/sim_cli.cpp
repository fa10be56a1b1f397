// `cardinal sim` options as a user runs them.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_util.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli sim --param: a ruleset parameter for every game; an unknown one is refused", "[sim][cli]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game fftcg --games 2 --seed 5 --format json";
  clitest::Result r = run(sim + " --param first_player=2 --param hand_limit=6");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["params"] == nlohmann::json{{"first_player", 2}, {"hand_limit", 6}});
  CHECK(j["p1_wins"].get<int>() + j["p2_wins"].get<int>() + j["draws"].get<int>() == 2);
  for (const char* bad : {"no_such_param=1", "first_player", "first_player=two"}) {
    INFO(bad);
    r = run(sim + " --param " + bad);
    CHECK(r.status != 0);
    CHECK(r.err.find("--param " + std::string(bad) + ": expected NAME=INTEGER") != std::string::npos);
  }
}
