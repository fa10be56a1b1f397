// Issue 31: nothing thrown out of a game ends `cardinal sim` or `play`; the
// simulator's threads (also run under ThreadSanitizer: tools/tsan-build.sh).
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "issue31_util.h"
#include "sim/replay.h"
#include "sim/runner.h"

using namespace cardinal;
using namespace issue31;
using clitest::quote;
using clitest::run;

// ---- 1. sim and play: nothing thrown out of a game ends the process ----

TEST_CASE("an action that asks a question and then rejects is taken back, and sim and play go on", "[issue31][sim][cli]") {
  TempMini game("dither", kDither);
  clitest::Result r = run(game.sim("--games 20 --seed 4 --threads 2 --format json"));
  INFO(r.err);
  REQUIRE(r.status == 0);  // was: terminate called after throwing an instance of 'cardinal::RuleError'
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["script_errors"] == 0);
  CHECK(j["p1_wins"].get<int>() + j["p2_wins"].get<int>() + j["draws"].get<int>() == 20);

  r = run("play --cards " + game.cards() + " --game mini --deck1 " + game.deck() + " --deck2 " + game.deck() +
          " --p1 random --p2 random --seed 3");
  INFO(r.err);
  CHECK(r.status == 0);  // was: the game aborted with "cardinal: changed my mind"
  CHECK(r.out.find("(not possible: changed my mind)") != std::string::npos);
  CHECK(r.out.find("Result:") != std::string::npos);
}

TEST_CASE("a rejected action in a recorded game replays and verifies", "[issue31][sim][replay]") {
  auto lib = mini_with(kDither);
  auto host = lib->new_host();
  SimOptions opt;
  opt.games = 1;
  opt.seed = 4;
  opt.decks = {test::cycled_deck(20, 5), test::cycled_deck(20, 5)};
  fs::path dir = fs::temp_directory_path() / fmt::format("cardinal_i31_rec_{}", ::getpid());
  fs::remove_all(dir);
  opt.record_dir = dir.string();
  GameRecord rec = play_one(*lib, *host, opt, 0);
  REQUIRE_FALSE(rec.error);
  Replay replay = replay_from_json(dbtest::slurp(dir / "game-0.json"));
  fs::remove_all(dir);
  PlaybackReport rep = play_back(*lib, *host, replay, [](const Game&, uint32_t) {});
  INFO(rep.message);
  CHECK(rep.mismatch == -1);
}

TEST_CASE("sim: a deck with an unknown card or 70,000 cards is refused before any game starts", "[issue31][sim]") {
  auto lib = test::library("mini");
  SimOptions opt;
  opt.games = 4;
  opt.threads = 2;
  opt.decks = {test::cycled_deck(20, 5), {1, 2, 999999}};
  // Was: std::terminate (an exception out of a worker, the watchdog running).
  REQUIRE_THROWS_WITH(simulate(*lib, opt), Catch::Contains("no card with id 999999"));
  opt.decks[1] = test::cycled_deck(70000, 5);
  REQUIRE_THROWS_WITH(simulate(*lib, opt), Catch::Contains("holds at most 4096 objects"));
}

TEST_CASE("cli sim: a deck with an unknown card is refused before any game starts", "[issue31][sim][cli]") {
  TempMini game("unknown", "");
  std::ofstream(game.root / "bad.txt") << "3 999999\n";
  clitest::Result r = run("sim --cards " + game.cards() + " --game mini --deck1 " + game.deck() + " --deck2 " +
                          quote((game.root / "bad.txt").string()) + " --games 3 --threads 2");
  CHECK(r.status == 1);
  CHECK(r.err.find("no card with id 999999") != std::string::npos);
}

TEST_CASE("sim: --games, --first and --threads out of range are refused by name", "[issue31][sim][cli]") {
  std::string sim = "sim --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension ";
  clitest::Result r = run(sim + "--games -1");
  CHECK(r.status == 2);
  CHECK(r.err.find("--games") != std::string::npos);
  CHECK(r.err.find("max_size") == std::string::npos);  // was: "cannot create std::vector larger than max_size()"
  r = run(sim + "--games 1 --threads 20000");
  CHECK(r.status == 2);
  CHECK(r.err.find("--threads") != std::string::npos);
  r = run(sim + "--games 1 --first 2147483647");
  CHECK(r.status == 2);
  CHECK(r.err.find("--first") != std::string::npos);
  // simulate() itself clamps what a library caller asks for.
  auto lib = test::library("mini");
  SimOptions opt;
  opt.games = 3;
  opt.threads = 100000;
  opt.decks = {test::cycled_deck(20, 5), test::cycled_deck(20, 5)};
  SimReport rep = simulate(*lib, opt);
  CHECK(rep.games.size() == 3);
  opt.games = -1;
  CHECK_THROWS_WITH(simulate(*lib, opt), Catch::Contains("games must be"));
}

// ---- 2. the simulator's threads (also run under ThreadSanitizer: tools/tsan-build.sh) ----

TEST_CASE("sim: the same games on 1 and 4 threads with a busy watchdog", "[issue31][sim][threads]") {
  auto lib = test::library("mini");
  SimOptions opt;
  opt.games = 24;
  opt.seed = 8;
  opt.hang_seconds = 30;  // under 2 s it looks every 20 ms; a game takes far less than this
  opt.decks = {test::cycled_deck(20, 5), test::cycled_deck(20, 5)};
  opt.threads = 1;
  SimReport one = simulate(*lib, opt);
  opt.threads = 4;
  opt.hang_seconds = 1.5;
  SimReport four = simulate(*lib, opt);
  REQUIRE(four.games.size() == one.games.size());
  for (size_t i = 0; i < one.games.size(); i++) {
    INFO("game " << i);
    CHECK(four.games[i].seed == one.games[i].seed);
    CHECK(four.games[i].decisions == one.games[i].decisions);
    CHECK(four.games[i].winners == one.games[i].winners);
    CHECK_FALSE(four.games[i].hung);
  }
}
