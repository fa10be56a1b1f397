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

// Control as a layer (ruleset key control_char, Game::settle_control), with
// the test game tests/games/mini-control (its Lua tests cover the rest).
namespace {
struct ControlBoard : test::BoundGame {
  explicit ControlBoard(std::shared_ptr<const CardLibrary> l = test::library("mini-control"))
      : BoundGame(std::move(l), test::cycled_deck(9, 3)) {}
  int board = g.rules().zone_kind("board");
  int control = g.rules().char_index("control");
  // A resolved "P gains control of it" (p as scripts count players), ending with the duration.
  void gain(ObjId id, int32_t p, uint8_t duration = 0xFF) {
    Modifier m;
    m.target = id;
    m.layer = g.rules().chars[size_t(control)].layer;
    m.chr = uint16_t(control);
    m.op = ModOp::Set;
    m.value = p;
    m.duration = duration;
    g.add_modifier(m);
  }
  int32_t changes(ObjId id) const { return g.obj(id)->vars[size_t(g.rules().obj_var("changes"))]; }
};
}  // namespace

TEST_CASE("control_char: a control effect gives the card at once and back when it ends, kept by clones and snapshots", "[core][control]") {
  ControlBoard b;
  ObjId d = b.place(1);  // Doll
  REQUIRE(b.g.obj(d)->controller == 0);
  uint64_t before = b.g.hash();
  b.gain(d, 2, uint8_t(b.g.rules().duration("end_of_turn")));
  CHECK(b.g.obj(d)->controller == 1);
  CHECK(b.g.obj(d)->base_controller == 0);
  CHECK(b.changes(d) == 1);  // the ruleset's control_changed ran
  CHECK(holds(b.g, b.g.zone(b.board, 0), d));  // no control_takes_zone: it stays
  CHECK(b.g.hash() != before);
  Game twin = b.g;
  CHECK(twin.hash() == b.g.hash());
  Game restored = restore(b.lib->library(), snapshot(b.g));
  CHECK(restored.hash() == b.g.hash());
  CHECK(restored.obj(d)->base_controller == 0);
  b.g.end_duration(b.g.rules().duration("end_of_turn"));
  CHECK(b.g.obj(d)->controller == 0);
  CHECK(b.g.obj(d)->base_controller == kNoPlayer);
  CHECK(b.changes(d) == 2);
}

TEST_CASE("control_takes_zone: the card goes to the new controller's zone of its kind and back", "[core][control]") {
  ControlBoard b(test::load_overlaid("mini-control", {{"mini-control/rules/00_a_takes_zone.lua", "TAKES_ZONE = true\n"}}));
  ObjId d = b.place(1);
  b.gain(d, 2, uint8_t(b.g.rules().duration("end_of_turn")));
  REQUIRE(b.g.obj(d));  // the same object
  CHECK(b.g.obj(d)->controller == 1);
  CHECK(holds(b.g, b.g.zone(b.board, 1), d));
  b.g.end_duration(b.g.rules().duration("end_of_turn"));
  REQUIRE(b.g.obj(d));
  CHECK(b.g.obj(d)->controller == 0);
  CHECK(holds(b.g, b.g.zone(b.board, 0), d));
}

TEST_CASE("control_char: a zone change ends the control effect's hold, and a ruleset without the key is unchanged", "[core][control]") {
  ControlBoard b;
  ObjId d = b.place(1);
  b.gain(d, 2);
  REQUIRE(b.g.obj(d)->controller == 1);
  ObjId gone = b.g.move(d, b.g.zone(b.g.rules().zone_kind("discard"), 0));
  CHECK(b.g.obj(gone)->controller == 0);  // a new object: the player of the zone it went to
  CHECK(b.g.obj(gone)->base_controller == kNoPlayer);
  CHECK(b.g.settle_control().empty());
  // mini has no control_char: settle_control does nothing
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 1);
  CHECK(g.settle_control().empty());
}

TEST_CASE("control_char must name an integer characteristic", "[core][control]") {
  CHECK_THAT(test::load_error("mini-control", {{"mini-control/rules/00_game.lua", "ruleset { game = \"mini-control\", "
                                                "zones = { { name = \"board\" } }, chars = { { name = \"name\", kind = \"str\" } }, "
                                                "control_char = \"name\", steps = { { name = \"main\" } }, "
                                                "sequences = { { name = \"turn\", steps = { \"main\" } } } }\n"}}),
             Catch::Contains("control_char names \"name\", which is not one of the integer chars"));
  CHECK_THAT(test::load_error("mini-control", {{"mini-control/rules/00_game.lua", "ruleset { game = \"mini-control\", "
                                                "zones = { { name = \"board\" } }, control_takes_zone = true, "
                                                "steps = { { name = \"main\" } }, sequences = { { name = \"turn\", steps = { \"main\" } } } }\n"}}),
             Catch::Contains("control_takes_zone without control_char"));
}

TEST_CASE("control_char: a control effect that names no player is a script error", "[core][control]") {
  ControlBoard b;
  ObjId d = b.place(1);
  REQUIRE_THROWS_WITH(b.gain(d, 3), Catch::Contains("its control is 3, which is no player number"));
}
