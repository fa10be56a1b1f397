// Layer ordering inside a layer (core/chars.cpp), with the test game
// tests/games/mini-layers: the ruleset option `self_first` (an effect on its
// own object applies before the others of its layer, whatever the
// timestamps: FF-11.12.4.7) and abilities declared `depends` (they see their
// own layer's independent effects and apply after them: FF-11.12.4.12-13).
#include <catch2/catch.hpp>

#include "tests/support.h"

using namespace cardinal;

namespace {
struct Board : test::BoundGame {
  // mini-layers, or that game with some files replaced.
  explicit Board(std::shared_ptr<const CardLibrary> lib = test::library("mini-layers"))
      : BoundGame(std::move(lib), test::cycled_deck(10, 5)) {}
  int32_t power(ObjId id) const { return g.get_int(id, g.rules().char_index("power")); }
  bool has_kw(ObjId id, const char* kw) const {
    return g.set_has(id, g.rules().char_index("kw"), lib->library().strings.find(kw));
  }
};
}  // namespace

TEST_CASE("self first: a set-to-value effect on its own object applies before an older one (FF-11.12.4.7)") {
  Board b;
  b.place(1);                    // Totem (older)
  ObjId m = b.place(2);          // Mirror: by timestamp 3000 then 6000 = 6000
  CHECK(b.power(m) == 3000);     // self first: 6000, then the Totem's 3000
  Board c;
  ObjId m2 = c.place(2);         // the other way round: same result
  c.place(1);
  CHECK(c.power(m2) == 3000);
}

TEST_CASE("depends: an ability reading its own layer sees a later grant and applies after it (FF-11.12.4.12)") {
  Board b;
  b.place(3);                    // Banner first (older)
  ObjId s = b.place(4);          // Squire: no brave yet
  CHECK_FALSE(b.has_kw(s, "first"));
  Modifier m;                    // a resolved effect gives it "brave", later than the Banner
  m.target = s;
  m.layer = uint16_t(b.g.rules().layer_index("abilities"));
  m.chr = uint16_t(b.g.rules().char_index("kw"));
  m.op = ModOp::AddToSet;
  m.value = int32_t(b.lib->library().strings.find("brave"));
  m.duration = 0xFF;
  b.g.add_modifier(m);
  CHECK(b.has_kw(s, "brave"));
  CHECK(b.has_kw(s, "first"));   // without `depends` it would only see lower layers: no "first"
  ObjId k = b.place(5);          // printed brave: granted too (only the Totem prints "first")
  CHECK(b.has_kw(k, "first"));
}

// A condition that fails outside any task (here: asked for a card's power
// from C++, as a view or the C API would) throws a script error out of the
// layer computation. The game goes on, and the next characteristics asked
// must be computed with every layer, not below the failed ability's.
TEST_CASE("a script error in an applies function leaves later characteristics computed with every layer") {
  auto lib = test::load_overlaid(
      "mini-layers", {{"mini-layers/sets/base/3.lua",
                       "-- Banner, here a trap: its applies fails when asked about the Knight.\n"
                       "return { continuous { layer = \"abilities\", modify = { kw = \"first\" },\n"
                       "  applies = function(_, c) if card_name(c) == \"Knight\" then error(\"trap\") end return false end } }\n"}});
  Board b(lib);
  ObjId knight = b.place(5);
  b.place(1);                         // Totem: power 3000 on the board
  ObjId mirror = b.place(2);
  b.place(3);
  REQUIRE(b.power(mirror) == 3000);   // the trap only fails for the Knight
  REQUIRE_THROWS_WITH(b.power(knight), Catch::Contains("trap"));
  b.place(4);                         // a new epoch: nothing cached from before
  CHECK(b.power(mirror) == 3000);     // not its printed 4000, as if only the abilities layer applied
}

// The RNG is game state. A filter that draws from it would make a game and
// its copy part ways: how often filters run depends on caches a copy starts
// without. Drawing there is refused like any other change.
TEST_CASE("an applies function that draws a random number is refused and the RNG is untouched") {
  auto lib = test::load_overlaid(
      "mini-layers", {{"mini-layers/sets/base/3.lua",
                       "-- Banner, here a gambler: its applies draws.\n"
                       "return { continuous { layer = \"abilities\", modify = { kw = \"first\" },\n"
                       "  applies = function() return random(2) == 1 end } }\n"}});
  Board b(lib);
  ObjId banner = b.place(3);
  const Rng before = b.g.state().rng;
  // Its keywords (what it changes: a read of power needs no sheet, and no applies runs).
  REQUIRE_THROWS_WITH(b.has_kw(banner, "first"), Catch::Contains("must only read"));
  CHECK(b.g.state().rng.s == before.s);
}
