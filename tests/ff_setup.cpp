// FF-S24: setup, the mulligan and the first draws, played from the real setup
// procedure of FF-TCG (the Lua harness starts games after setup, so this one
// is C++). FF-8.2.1.3-5, FF-9.2.1.3.
#include <catch2/catch.hpp>

#include <string>

#include "tests/support.h"

using namespace cardinal;

using test::answer_label;
using test::is_mulligan;
using test::zone_count;
using test::zone_objs;

TEST_CASE("FF-S24 (FF-8.2.1.3-5, FF-9.2.1.3): draw 5, P1 mulligans to the bottom in its order, P2 keeps, P1 draws 1, P2 draws 2") {
  auto lib = test::library("fftcg");
  auto host = lib->new_host();
  Game g = test::starter_game(*lib, {7, 1, 2, 3}, 1);
  g.bind(*host);
  g.advance();
  // After the seeded shuffle both players drew 5.
  CHECK(zone_count(g, "hand", 0) == 5);
  CHECK(zone_count(g, "hand", 1) == 5);
  REQUIRE(is_mulligan(g.decision()));
  CHECK(g.decision()->player == 0);  // the first player decides first
  std::vector<int64_t> old_hand;
  for (ObjId id : zone_objs(g, "hand", 0)) old_hand.push_back(g.card_of(*g.obj(id)).id);
  answer_label(g, "Yes");
  // P1 puts the 5 cards on the bottom one at a time, in its chosen order.
  std::vector<int64_t> chosen;
  while (g.decision() && g.decision()->player == 0 && g.decision()->prompt.find("bottom") != std::string::npos) {
    chosen.push_back(g.card_of(*g.obj(g.decision()->options[0].obj)).id);
    g.answer(0);
    g.advance();
  }
  // The last card needs no question: it is the one left.
  REQUIRE(is_mulligan(g.decision()));
  CHECK(g.decision()->player == 1);
  CHECK(zone_count(g, "hand", 0) == 5);
  CHECK(zone_count(g, "deck", 0) == 45);
  // No shuffle: the old hand is at the bottom of the deck, the first chosen deepest-but-one ... the last on the very bottom.
  std::vector<ObjId> deck = zone_objs(g, "deck", 0);
  std::vector<int64_t> bottom;
  for (size_t i = 0; i < 5; i++) bottom.push_back(g.card_of(*g.obj(deck[i])).id);
  std::vector<int64_t> sorted_old = old_hand, sorted_bottom = bottom;
  std::sort(sorted_old.begin(), sorted_old.end());
  std::sort(sorted_bottom.begin(), sorted_bottom.end());
  CHECK(sorted_old == sorted_bottom);
  for (size_t i = 0; i < chosen.size(); i++) CHECK(bottom[4 - i] == chosen[i]);
  answer_label(g, "No");  // P2 keeps
  // Turn 1: P1's active phase does nothing; P1 draws 1.
  REQUIRE(g.decision());
  CHECK(g.state().turn == 1);
  CHECK(g.decision()->player == 0);
  CHECK(g.decision()->kind == "priority");
  CHECK(zone_count(g, "hand", 0) == 6);
  CHECK(zone_count(g, "hand", 1) == 5);
  // A second mulligan is never offered; pass to turn 2: P2 draws 2.
  while (g.state().turn == 1 && g.decision()) {
    REQUIRE_FALSE(is_mulligan(g.decision()));
    g.answer(0);  // pass, or the first option of a question
    g.advance();
  }
  REQUIRE(g.state().turn == 2);
  CHECK(zone_count(g, "hand", 1) == 7);
}
