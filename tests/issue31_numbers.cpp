// Issue 31: numbers that do not fit are refused, never wrapped.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "issue31_util.h"
#include "sim/replay.h"

using namespace cardinal;
using namespace issue31;
using clitest::quote;
using clitest::run;

// ---- 5. numbers that do not fit ----

TEST_CASE("a variable set to a number that does not fit 32 bits is a script error naming the line", "[issue31][numbers]") {
  for (const char* value : {"4294967301", "2147483648", "-2147483649"}) {
    INFO(value);
    auto lib = mini_with(fmt::format("function prepare() for p = 1, players() do set_pvar(p, \"life\", {}) end end", value));
    auto host = lib->new_host();
    Game g = test::started_game(*lib, *host, 1);
    REQUIRE(g.over());  // was: life 5 (or negative) and the game went on
    CHECK(g.result().error);
    CHECK_THAT(g.result().reason, Catch::Contains("does not fit") && Catch::Contains("10_mini.lua:"));
  }
  auto lib = mini_with("function prepare() for p = 1, players() do set_pvar(p, \"life\", 2147483647) end end");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  CHECK_FALSE(g.over());
  CHECK(g.player_var(0, 0) == 2147483647);
}

TEST_CASE("answer_json: option 2^32 is out of range, not option 0", "[issue31][numbers][capi]") {
  cardinal_library* lib = cardinal_library_new();
  std::string dir = CARDINAL_TESTS_DIR "/games";
  cardinal_library_paths paths{dir.c_str(), "mini", nullptr};
  REQUIRE(cardinal_library_load(lib, &paths) == CARDINAL_OK);
  cardinal_game* g = start_c_game(lib);
  REQUIRE(cardinal_game_deciding_player(g) >= 0);
  uint64_t before = cardinal_game_hash(g);
  CHECK(cardinal_game_answer_json(g, R"({"option": 4294967296})") == CARDINAL_ILLEGAL);
  CHECK(std::string(cardinal_game_error(g)).find("out of range") != std::string::npos);
  CHECK(cardinal_game_hash(g) == before);
  cardinal_game_free(g);
  // A parameter past 64 bits (read as -1 before), or past a game number.
  for (const char* params : {R"({"start_life": 18446744073709551615})", R"({"start_life": 4294967301})"}) {
    INFO(params);
    g = start_c_game(lib, params);
    CHECK(cardinal_game_deciding_player(g) == -1);  // not started
    CHECK(std::string(cardinal_game_error(g)).find("start_life") != std::string::npos);
    cardinal_game_free(g);
  }
  cardinal_library_free(lib);
}

TEST_CASE("a replay answer plus 2^32 is refused, not read as the same answer", "[issue31][numbers][replay]") {
  fs::path dir = fs::temp_directory_path() / fmt::format("cardinal_i31_replay_{}", ::getpid());
  fs::remove_all(dir);
  clitest::Result r = run("sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension --games 1 --seed 3 --record " +
                          quote(dir.string()));
  REQUIRE(r.status == 0);
  std::string text = dbtest::slurp(dir / "game-0.json");
  fs::remove_all(dir);
  auto j = nlohmann::json::parse(text);
  REQUIRE_NOTHROW(replay_from_json(text));
  j["answers"][3] = j["answers"][3].get<uint64_t>() + (uint64_t(1) << 32);
  CHECK_THROWS_WITH(replay_from_json(j.dump()), Catch::Contains("answer"));  // was: the same answer, verified
  j = nlohmann::json::parse(text);
  j["answers"][3] = -1;
  CHECK_THROWS_WITH(replay_from_json(j.dump()), Catch::Contains("answer"));
}

TEST_CASE("a ruleset parameter that does not fit is refused on the command line and in a ruleset", "[issue31][numbers][cli]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game fftcg --games 1 --seed 5 ";
  for (const char* bad : {"damage_to_lose=18446744073709551615", "damage_to_lose=4294967301"}) {
    INFO(bad);
    clitest::Result r = run(sim + "--param " + bad);
    CHECK(r.status != 0);  // was: accepted (the first as 2^63-1)
    CHECK(r.err.find("does not fit") != std::string::npos);
  }
  std::string rules = dbtest::slurp(fs::path(CARDINAL_TESTS_DIR) / "games/mini/rules/10_mini.lua");
  size_t at = rules.find("start_life = 5");
  REQUIRE(at != std::string::npos);
  rules.replace(at, 14, "start_life = 4294967301");
  CHECK_THAT(test::load_error("mini", {{"mini/rules/10_mini.lua", rules}}),
             Catch::Contains("start_life") && Catch::Contains("does not fit"));
}
