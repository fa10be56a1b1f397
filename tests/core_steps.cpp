// Two step options (core/machine.cpp), with the test game tests/games/mini-steps:
// `hold_triggers` (a step's priority windows leave pending triggers for the
// next step: FF-TCG's first-strike window, FF-15.2.3.3) and `ends_on_pass`
// (a pass with the chain empty ends the step: FF-TCG's attack declaration,
// where declaring no attack ends the step, FF-10.1.2.7); and the binding
// pend() (a trigger the ruleset makes pending itself: FF's delayed and state
// triggers, FF-11.8.17-18); and the ruleset procedure may_pass (a pass
// withheld while there is something else to do: FF's must-attack, FF-10.1.2.1.3).
#include <catch2/catch.hpp>

#include "tests/support.h"

using namespace cardinal;

namespace {
struct Table : test::BoundGame {
  Table() : BoundGame("mini-steps", test::cycled_deck(5, 1)) { g.advance(); }
  std::string step() const {
    const SeqPos& pos = g.state().seqs.back();
    return g.rules().steps[g.rules().sequences[pos.seq].steps[pos.index]].name;
  }
  int deciding() const { return g.decision() ? g.decision()->player : -1; }
  void pass() {
    REQUIRE(g.decision());
    g.answer(0);
    g.advance();
  }
};
}  // namespace

TEST_CASE("hold_triggers: priority is given in the step, its triggers wait for the next step") {
  Table t;
  REQUIRE(t.step() == "window");
  CHECK(t.deciding() == 0);                  // priority is given ...
  CHECK(t.g.state().chain.empty());          // ... with the Bell's trigger still waiting
  CHECK(t.g.state().triggers.size() == 2);   // and the echo, pending by pend()
  t.pass();
  CHECK(t.step() == "window");               // an ordinary round of passes
  CHECK(t.deciding() == 1);
  t.pass();
  REQUIRE(t.step() == "after");              // the next step puts it on the chain
  CHECK(t.g.state().triggers.empty());
  REQUIRE(t.g.state().chain.size() == 2);
  CHECK(t.g.state().chain.back().controller == 1);   // the echo: P2's, so on top (active first)
  CHECK(t.g.state().chain.front().controller == 0);
}

TEST_CASE("ends_on_pass: the first pass with the chain empty ends the step") {
  Table t;
  while (t.step() != "after" || !t.g.state().chain.empty()) t.pass();
  CHECK(t.g.game_var(t.g.rules().game_var("rung")) == 11);   // both resolved
  REQUIRE(t.deciding() == 0);
  t.pass();
  CHECK(t.step() == "after");                // without the option: the other player is asked
  CHECK(t.deciding() == 1);
  t.pass();
  REQUIRE(t.step() == "declare");
  CHECK(t.deciding() == 0);
  t.pass();                                  // one pass ends it: the other player is not asked
  CHECK(t.step() == "window");
  CHECK(t.g.state().turn == 2);
}

TEST_CASE("may_pass: the pass is withheld while there is something else to do, never when there is nothing") {
  Table t;
  while (t.g.state().turn < 2) t.pass();
  REQUIRE(t.g.game_var(t.g.rules().game_var("owed")) == 1);
  while (t.step() != "declare") {
    REQUIRE(t.g.decision()->options.size() == 1);   // nothing else to do: the pass stays
    CHECK(t.g.decision()->options[0].kind == Option::Kind::Pass);
    t.pass();
  }
  REQUIRE(t.g.decision()->options.size() == 1);     // only "Settle": no pass
  CHECK(t.g.decision()->options[0].label == "Settle");
  t.pass();                                         // answers option 0: Settle
  CHECK(t.g.game_var(t.g.rules().game_var("owed")) == 0);
  CHECK(t.step() == "declare");
  REQUIRE(t.g.decision()->options[0].kind == Option::Kind::Pass);
  t.pass();
  CHECK(t.step() == "window");
  CHECK(t.g.state().turn == 3);
}

TEST_CASE("state_checks = false: the ruleset's state checks never run in that step") {
  Table t;
  auto checked = [&](const char* step) { return t.g.game_var(t.g.rules().game_var(std::string("checked_") + step)); };
  REQUIRE(t.step() == "window");
  CHECK(checked("window") == 1);
  while (t.step() != "declare") t.pass();   // through "after", with its chain of two
  CHECK(checked("after") == 0);
  CHECK(checked("declare") == 1);
}

TEST_CASE("describe: an object gone for more than a turn (no last-known information) still names its card") {
  Table t;
  uint32_t slot = 0;
  for (; slot < t.g.state().objects.size(); slot++)
    if (t.g.state().objects[slot].gen == 2) break;   // the card setup moved to the board
  REQUIRE(slot < t.g.state().objects.size());
  ObjId old = make_obj(slot, 1);                     // the object it was in the deck
  std::string name = t.g.describe(t.g.id_of(slot));
  CHECK(t.g.describe(old) == name);                  // last-known information
  while (t.g.state().turn < 2) t.pass();
  REQUIRE(t.g.state().lki.empty());                  // dropped with the turn
  CHECK(t.g.describe(old) == name);                  // before: "(gone)"
}

TEST_CASE("last-known objects are dropped with the turn, and the memory they took with them") {
  Table t;
  REQUIRE(t.g.state().turn == 1);
  ZoneId deck = t.g.state().objects[1].zone;
  size_t before = t.g.state().lki.size();
  for (int i = 0; i < 9; i++)  // each a zone change: a last-known object
    t.g.move(t.g.id_of(t.g.state().zones[deck].slots.back()), deck, false);
  REQUIRE(t.g.state().lki.size() == before + 9);
  while (t.g.state().turn < 2) t.pass();
  REQUIRE(t.g.state().lki.empty());
  // Not turn 1's capacity: clear() would keep the largest turn's in every
  // live game (BENCHMARKS.md, memory per live game).
  CHECK(t.g.state().lki.capacity() == 0);
}
