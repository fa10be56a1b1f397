// Tokens (HY-2.4): objects created during a game (Game::create). The state
// stays a value as it grows: clones, snapshots and replays keep new objects.
#include <catch2/catch.hpp>

#include "core/ai.h"
#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
// mini-hy decks with Brood (17: "create a Spark token on your board") as
// every third card.
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

TEST_CASE("create: a game holds at most 65,534 objects, the one too many is refused and changes nothing",
          "[core][tokens]") {
  auto lib = test::library("mini-hy");
  Game g = test::make_game(*lib, 1, 2);
  uint32_t spark = lib->library().card_by_id.at(18);
  ZoneId discard = g.zone(lib->library().rules.zone_kind("discard"), 0);
  while (g.state().objects.size() < 0xFFFF) g.create(spark, discard, 0);
  uint64_t h = g.hash();
  REQUIRE_THROWS_WITH(g.create(spark, discard, 0), Catch::Contains("as many objects as it can hold"));
  REQUIRE(g.hash() == h);
  Game r = restore(lib->library(), snapshot(g));
  REQUIRE(r.hash() == h);
}
