// Hangs (issue 5, item 5): a game that makes no progress is detected by the
// engine or by the simulator itself and reported with the seed that
// reproduces it, never left spinning.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "sim/runner.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
}

TEST_CASE("soak: the stage-loop guard ends a game whose turns never ask anything", "[hostile][soak]") {
  auto lib = CardLibrary::load({test::kTestGames, "hostile-hang", "", {}});
  auto host = lib->new_host();
  GameConfig cfg;
  cfg.decks = {{1, 1}, {1, 1}};
  cfg.log = false;
  Game g(lib->library(), cfg);
  g.bind(*host);
  g.advance();  // returns: the guard turned the endless stage loop into an error
  REQUIRE(g.over());
  REQUIRE(g.result().error);
  REQUIRE_THAT(g.result().reason, Catch::Contains("engine made no progress"));
}

TEST_CASE("soak: an unbreakable loop of the cards is a draw (loop detection)", "[hostile][soak]") {
  // Echo answers every Bell with another ring: mini's loops.test.lua drives it
  // by labels; here the simulator's random players meet it by themselves.
  auto lib = test::library("mini");
  SimOptions o;
  o.games = 30;
  o.seed = 4;
  std::vector<int64_t> deck;
  for (int i = 0; i < 15; i++) deck.insert(deck.end(), {6, 8});
  o.decks = {deck, deck};
  SimReport r = simulate(*lib, o);
  int loops = 0;
  for (const GameRecord& g : r.games) loops += g.reason.find("unbreakable loop") != std::string::npos;
  REQUIRE(loops > 0);
  REQUIRE(r.errors == 0);
  REQUIRE(r.hangs == 0);
}

TEST_CASE("soak: the simulator reports games still running after max_decisions with their seeds", "[hostile][soak]") {
  auto lib = test::library("mini");
  SimOptions o;
  o.games = 4;
  o.seed = 77;
  o.max_decisions = 3;
  std::vector<int64_t> deck(30, 4);
  o.decks = {deck, deck};
  SimReport r = simulate(*lib, o);
  REQUIRE(r.stuck == 4);
  for (int i = 0; i < 4; i++) {
    REQUIRE(r.games[size_t(i)].stuck);
    REQUIRE(r.games[size_t(i)].seed == game_seed(77, i)[0]);  // what reproduces it alone
    REQUIRE_THAT(describe_game(r.games[size_t(i)], i), Catch::Contains(fmt::format("{:016x}", game_seed(77, i)[0])));
  }
}

TEST_CASE("soak: the simulator's watchdog reports a hanging game with its seed and stops it", "[hostile][soak]") {
  // Without the budget and time limits, Spinner's endless loop would hang
  // the simulator forever; the watchdog sees the game make no progress,
  // reports its seed and interrupts it.
  lua::Limits unlimited;
  unlimited.instructions = uint64_t(1) << 62;
  unlimited.seconds = 0;
  auto lib = CardLibrary::load({test::kTestGames, "hostile", "", unlimited});
  SimOptions o;
  o.games = 3;
  o.seed = 5;
  o.threads = 2;
  o.hang_seconds = 0.5;
  std::string engine_stuck;
  o.on_stuck_engine = [&](const std::string& report) { engine_stuck = report; };
  o.decks = {std::vector<int64_t>(20, 14), std::vector<int64_t>(20, 14)};  // Spinner only
  SimReport r = simulate(*lib, o);
  REQUIRE(r.hangs == 3);
  for (int i = 0; i < 3; i++) {
    const GameRecord& g = r.games[size_t(i)];
    INFO(g.reason);
    REQUIRE(g.hung);
    REQUIRE(g.seed == game_seed(5, i)[0]);
    REQUIRE_THAT(g.reason, Catch::Contains("hang") && Catch::Contains("card 14"));
  }
  REQUIRE(engine_stuck.empty());  // the script was interruptible: the engine itself was never stuck
}
