// Issue 31: object ids never live again; concessions name the last one in.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "issue31_util.h"
#include "core/errors.h"

using namespace cardinal;
using namespace issue31;
using clitest::quote;
using clitest::run;

// ---- 6. object generations, concessions ----

TEST_CASE("an object's generations do not wrap: an old id never names the card again", "[issue31][ids]") {
  test::BoundGame b("mini", test::cycled_deck(20, 5));
  b.g.advance();
  ObjId first = test::zone_objs(b.g, "deck", 0).front();
  ZoneId hand = b.g.zone(b.g.rules().zone_kind("hand"), 0);
  ZoneId deck = b.g.zone(b.g.rules().zone_kind("deck"), 0);
  ObjId id = first;
  bool refused = false;
  for (int i = 0; i < 70000 && !refused; i++) {
    try {
      id = b.g.move(id, i % 2 ? deck : hand, true, 0, -1);
    } catch (const ScriptError& e) {
      CHECK_THAT(e.what(), Catch::Contains("changed zones"));
      refused = true;
    }
    REQUIRE(id != kNoObj);
    if (b.g.obj(first) != nullptr) FAIL("the first id is live again after " << i + 1 << " moves");
  }
  CHECK(refused);
  CHECK(b.g.obj(id) != nullptr);  // the card itself is still there, under its last id
}

TEST_CASE("players conceding one after another: the last one left wins", "[issue31][concede]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  SECTION("applied one at a time") {
    Game g = test::started_game(*lib, *host, 2, 3);
    g.concede(2);
    g.advance();
    REQUIRE_FALSE(g.over());
    g.concede(1);
    g.advance();
    REQUIRE(g.over());
    CHECK(g.result().winners == 0b001);
  }
  SECTION("both pending, the higher seat first") {
    Game g = test::started_game(*lib, *host, 2, 3);
    g.concede(2);
    g.concede(0);
    g.advance();
    REQUIRE(g.over());
    CHECK(g.result().winners == 0b010);
  }
  SECTION("two players: the one left after the other conceded cannot concede too, and wins") {
    Game g = test::started_game(*lib, *host, 2, 2);
    g.concede(1);
    uint64_t before = g.hash();
    // Was: accepted, and applied first (lowest seat), so P2 won.
    CHECK_THROWS_WITH(g.concede(0), Catch::Contains("last player in"));
    CHECK(g.hash() == before);
    g.advance();
    REQUIRE(g.over());
    CHECK(g.result().winners == 0b001);
  }
  SECTION("three players: the last one in cannot concede after the two others") {
    Game g = test::started_game(*lib, *host, 2, 3);
    g.concede(0);
    g.concede(2);
    CHECK_THROWS_WITH(g.concede(1), Catch::Contains("last player in"));
    g.advance();
    REQUIRE(g.over());
    CHECK(g.result().winners == 0b010);
  }
  SECTION("four players, conceding in turn while the game goes on") {
    Game g = test::started_game(*lib, *host, 2, 4);
    for (PlayerId p : {PlayerId(3), PlayerId(0), PlayerId(2)}) {
      REQUIRE_FALSE(g.over());
      g.concede(p);
      g.advance();
      if (!g.over()) {  // the game goes on without them for a while
        g.answer(0);
        g.advance();
      }
    }
    REQUIRE(g.over());
    CHECK(g.result().winners == 0b0010);
  }
}
