// A change of control that takes the new controller's zone (Game::set_controller
// with take_zone; ZD-4.9.5): the card goes into that player's zone of its kind
// as the same object, for games whose zone's player is its cards' controller.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
bool holds(const Game& g, ZoneId z, ObjId id) {
  auto objs = g.zone_objects(z);
  return std::find(objs.begin(), objs.end(), id) != objs.end();
}
}  // namespace

TEST_CASE("set_controller with take_zone: the same object in the new controller's zone, its state kept", "[core][control]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  const int hand = g.rules().zone_kind("hand"), board = g.rules().zone_kind("board");
  ObjId card = g.zone_objects(g.zone(hand, 0)).front();
  ObjId id = g.move(card, g.zone(board, 0));
  REQUIRE(g.set_tapped(id, true));
  g.set_var(id, 0, 7);
  uint32_t stamp = g.obj(id)->timestamp;

  SECTION("without take_zone the card stays where it is") {
    g.set_controller(id, 1);
    REQUIRE(g.obj(id));
    CHECK(g.obj(id)->controller == 1);
    CHECK(holds(g, g.zone(board, 0), id));
  }
  SECTION("with take_zone it moves over with no zone change") {
    g.set_controller(id, 1, true);
    const Object* o = g.obj(id);
    REQUIRE(o);  // the same id still names it: no new object
    CHECK(o->controller == 1);
    CHECK(o->zone == g.zone(board, 1));
    CHECK(holds(g, g.zone(board, 1), id));
    CHECK_FALSE(holds(g, g.zone(board, 0), id));
    CHECK(o->tapped());
    CHECK(o->vars[0] == 7);
    CHECK(o->timestamp == stamp);
    CHECK(g.last_known(id) == o);
    // the state is a value: a clone and a restored snapshot agree
    Game twin = g;
    CHECK(twin.hash() == g.hash());
    CHECK(restore(lib->library(), snapshot(g)).hash() == g.hash());
    // and back again
    g.set_controller(id, 0, true);
    CHECK(holds(g, g.zone(board, 0), id));
    CHECK(g.obj(id)->controller == 0);
  }
}
