// Tokens (HY-2.4): objects created during a game (Game::create). The state
// stays a value as it grows: clones, snapshots and replays keep new objects.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <string>

#include "core/ai.h"
#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
// mini-hy decks with Brood (17: "create a Spark token on your board") as
// every third card.
std::string slurp(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::vector<int64_t> brood_deck() {
  std::vector<int64_t> d;
  for (int i = 0; i < 30; i++) d.push_back(i % 3 == 0 ? 17 : 1 + i % 7);
  return d;
}
}  // namespace

TEST_CASE("HY-2.4: random games that create tokens: clones and snapshots keep the new objects", "[core][tokens]") {
  auto lib = test::library("mini-hy");
  auto host = lib->new_host();
  size_t created = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(20)); seed++) {
    GameConfig cfg;
    cfg.seed = {seed, 4, 5, 6};
    cfg.players = 3;
    cfg.decks.assign(3, brood_deck());
    Game g(lib->library(), cfg);
    g.bind(*host);
    g.advance();
    size_t start = g.state().objects.size();
    Rng ai;
    ai.seed({seed, 1, 1, 1});
    for (int n = 0; n < 3000 && !g.over(); n++) {
      size_t before = g.state().objects.size();
      Game twin = g;
      twin.bind(*host);
      uint32_t a = choose_random(g, ai);
      g.answer(a);
      g.advance();
      twin.answer(a);
      twin.advance();
      REQUIRE(twin.hash() == g.hash());
      if (g.state().objects.size() > before) {
        Game r = restore(lib->library(), snapshot(g));
        REQUIRE(r.hash() == g.hash());
        REQUIRE(r.state().objects.size() == g.state().objects.size());
      }
    }
    REQUIRE(g.over());
    REQUIRE_FALSE(g.result().error);
    created += g.state().objects.size() - start;
  }
  INFO(created << " tokens created");
  REQUIRE(created > 20);
}

// Every view carries every card the viewer may see, so the objects a game
// may hold bound each view's size and time as well as the game's memory.
TEST_CASE("create: a game holds at most max_objects objects (4096 unless the ruleset says), the one too many is "
          "refused and changes nothing",
          "[core][tokens]") {
  auto fill = [](const CardLibrary& lib, size_t expect) {
    Game g = test::make_game(lib, 1, 2);
    uint32_t spark = lib.library().card_by_id.at(18);
    ZoneId discard = g.zone(lib.library().rules.zone_kind("discard"), 0);
    while (g.state().objects.size() < expect + 1) g.create(spark, discard, 0);
    uint64_t h = g.hash();
    REQUIRE_THROWS_WITH(g.create(spark, discard, 0),
                        Catch::Contains(fmt::format("already holds {} objects", expect)) && Catch::Contains("max_objects"));
    REQUIRE(g.hash() == h);
    Game r = restore(lib.library(), snapshot(g));
    REQUIRE(r.hash() == h);
    return snapshot(g);
  };
  auto lib = test::library("mini-hy");
  REQUIRE(lib->library().rules.max_objects == 4096);
  std::string full = fill(*lib, 4096);
  // A ruleset may raise it to the most an object id can name.
  std::string rules = slurp(CARDINAL_TESTS_DIR "/games/mini-hy/rules/10_mini.lua");
  size_t at = rules.find("ruleset {");
  REQUIRE(at != std::string::npos);
  auto big = test::load_overlaid("mini-hy", {{"mini-hy/rules/10_mini.lua",
                                              rules.substr(0, at + 9) + " max_objects = 65534," + rules.substr(at + 9)}});
  fill(*big, 65534);
  // A snapshot of a game holding more than the ruleset allows is refused.
  auto small = test::load_overlaid("mini-hy", {{"mini-hy/rules/10_mini.lua",
                                                rules.substr(0, at + 9) + " max_objects = 100," + rules.substr(at + 9)}});
  REQUIRE(small->library().rules.max_objects == 100);
  REQUIRE_THROWS_WITH(restore(small->library(), full), Catch::Contains("max_objects"));
  // The bounds of the key itself.
  for (const char* bad : {"0", "65535", "-1"})
    REQUIRE_THAT(test::load_error("mini-hy", {{"mini-hy/rules/10_mini.lua",
                                               rules.substr(0, at + 9) + " max_objects = " + bad + "," + rules.substr(at + 9)}}),
                 Catch::Contains("max_objects is " + std::string(bad)) && Catch::Contains("from 1 to 65534"));
}
