// `cardinal games` and the rule that no command defaults to a game (issue 30):
// games are the folders of cards/ with a schema.sql, found, never listed.
#include <catch2/catch.hpp>

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli_util.h"
#include "db_testutil.h"
#include "tests/support.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli games: every game folder, its decks, pairings in which every deck plays", "[games][cli]") {
  clitest::Result r = run("games");
  REQUIRE(r.status == 0);
  std::string expected;
  for (const std::string& g : cardinal::test::shipped_games()) expected += g + "\n";
  CHECK(r.out == expected);
  CHECK(cardinal::test::shipped_games().size() >= 2);

  auto games = nlohmann::json::parse(run("games --format json").out);
  REQUIRE(games.size() == cardinal::test::shipped_games().size());
  std::istringstream lines(run("games --pairings").out);
  std::map<std::string, std::set<std::string>> played;
  for (std::string game, d1, d2; lines >> game >> d1 >> d2;) played[game].insert({d1, d2});
  for (const auto& g : games) {
    INFO(g["game"]);
    std::set<std::string> decks(g["decks"].begin(), g["decks"].end());
    CHECK(played[g["game"]] == decks);
  }
}

TEST_CASE("cli: without --game a command takes the deck's game or names the games", "[games][cli]") {
  clitest::Result r = run("sim --games 1");
  CHECK(r.status != 0);
  for (const std::string& g : cardinal::test::shipped_games()) CHECK_THAT(r.err, Catch::Contains(g));
  CHECK_THAT(r.err, Catch::Contains("name one with --game"));
  // A deck file inside a game's folder says which game it is.
  std::string deck = std::string(CARDINAL_CARDS_DIR) + "/fftcg/decks/starter-a.txt";
  r = run("deck check " + quote(deck));
  CHECK(r.status == 0);
  CHECK_THAT(r.out, Catch::Contains("fftcg"));
  // A folder of one game needs no --game.
  auto root = dbtest::scratch_dir("games_one") / "cards";
  REQUIRE(run("new game --cards " + quote(root.string()) + " solo >/dev/null").status == 0);
  CHECK(run("sim --cards " + quote(root.string()) + " --games 2").status == 0);
}

TEST_CASE("cli games --players: each game's fewest and most players, from its rules", "[games][cli]") {
  clitest::Result r = run("games --players");
  REQUIRE(r.status == 0);
  std::map<std::string, std::pair<int, int>> range;
  std::istringstream lines(r.out);
  for (std::string g; lines >> g;) lines >> range[g].first >> range[g].second;
  REQUIRE(range.size() == cardinal::test::shipped_games().size());
  for (const auto& [g, lohi] : range) {
    INFO(g);
    CHECK(lohi.first >= 1);
    CHECK(lohi.first <= lohi.second);
    CHECK(lohi.second <= 8);
  }
  auto games = nlohmann::json::parse(run("games --players --format json").out);
  for (const auto& g : games) {
    INFO(g["game"]);
    auto want = range[g["game"].get<std::string>()];
    CHECK(g["players"] == nlohmann::json{want.first, want.second});
  }
  // A game whose rules do not load is named; the others are still listed.
  r = run("games --cards " + quote(std::string(CARDINAL_TESTS_DIR) + "/games") + " --players");
  CHECK(r.status == 1);
  CHECK_THAT(r.err, Catch::Contains("broken-bad-event"));
  CHECK_THAT(r.out, Catch::Contains("mini 2 8"));
}

TEST_CASE("cli test: a game with no cards fails its setup{} with a message and does not crash", "[games][cli]") {
  // A game folder is untrusted: one whose set has no card left the harness
  // nothing to fill decks with (it read the first of no rows).
  auto root = dbtest::scratch_dir("games_no_cards") / "cards";
  REQUIRE(run("new game --cards " + quote(root.string()) + " bare >/dev/null").status == 0);
  auto set = root / "bare" / "sets" / "base";
  for (const auto& f : std::filesystem::directory_iterator(set))
    if (f.path().extension() == ".lua") std::filesystem::remove(f.path());
  for (const auto& f : std::filesystem::directory_iterator(root / "bare" / "decks")) std::filesystem::remove(f.path());
  std::ofstream(set / "cards.txt") << "game: bare\nset: BASE\nname: Base Set\n";
  std::ofstream(set / "empty.test.lua") << "test(\"setup with no cards\", function() setup { players = 2 } end)\n";
  clitest::Result r = run("test --cards " + quote(root.string()) + " --game bare");
  CHECK(r.status == 1);
  CHECK_THAT(r.out + r.err, Catch::Contains("the game has no cards"));
}

TEST_CASE("cli test --scale: scaled(n) is n times the scale rounded up and at least 1, the scale checked", "[games][cli]") {
  auto root = dbtest::scratch_dir("games_scaled") / "cards";
  REQUIRE(run("new game --cards " + quote(root.string()) + " bare >/dev/null").status == 0);
  std::ofstream(root / "bare" / "sets" / "base" / "scaled.test.lua")
      << "test(\"scaled\", function()\n"
         "  local want = { [0] = 0, [1] = 1, [3] = 1, [10] = 2, [200] = 40 }\n"
         "  if scaled(200) == 200 then want = { [0] = 0, [1] = 1, [3] = 3, [10] = 10, [200] = 200 } end\n"
         "  for n, s in pairs(want) do assert(scaled(n) == s, n .. ' -> ' .. scaled(n)) end\n"
         "  print('scale ' .. scaled(200))\n"
         "end)\n";
  std::string cmd = "test --cards " + quote(root.string()) + " --game bare scaled";
  clitest::Result full = run(cmd);
  CHECK(full.status == 0);
  CHECK_THAT(full.err, Catch::Contains("scale 200"));
  clitest::Result fifth = run(cmd + " --scale 0.2");
  CHECK(fifth.status == 0);
  CHECK_THAT(fifth.err, Catch::Contains("scale 40"));
  CHECK(run(cmd + " --scale 0").status != 0);
  CHECK(run(cmd + " --scale 2").status != 0);
}
