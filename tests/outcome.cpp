// The outcome rules every game shares (ZD-1.5, FF-3.2, CW-1.6, HY-1.7): a
// player who wins and loses at once loses, whatever the order the two were
// recorded in; all remaining players losing at once is a draw.
#include <catch2/catch.hpp>

#include "core/errors.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// Records the outcomes in order, then decides: the result, or none yet.
Result decide(const std::vector<std::pair<char, int>>& events, int players = 2) {
  auto lib = test::library("mini");
  Game g = test::make_game(*lib, 7, players);
  for (auto [kind, p] : events) {
    if (kind == 'w') g.win(PlayerId(p), "a card says so");
    else g.lose(PlayerId(p), "a card says so");
  }
  try {
    g.check_outcome();
  } catch (const GameEnded&) {
  }
  return g.result();
}

}  // namespace

TEST_CASE("ZD-1.5, FF-3.2: a win and a loss at once is a loss, in either order", "[outcome]") {
  for (bool win_first : {true, false}) {
    INFO((win_first ? "win recorded first" : "loss recorded first"));
    Result r = win_first ? decide({{'w', 0}, {'l', 0}}) : decide({{'l', 0}, {'w', 0}});
    REQUIRE(r.over);
    CHECK(r.winners == 0b10);  // P2, the one left standing
    CHECK(r.reason.find("P1 lost") != std::string::npos);
  }
}

TEST_CASE("ZD-1.6, HY-1.7: both win and lose at once is a draw, and a plain win stands", "[outcome]") {
  Result r = decide({{'w', 0}, {'w', 1}, {'l', 0}, {'l', 1}});
  CHECK((r.over && r.winners == 0));
  r = decide({{'w', 1}});
  CHECK((r.over && r.winners == 0b10));
  r = decide({{'w', 2}, {'l', 2}, {'l', 0}}, 3);  // P3 wins and loses, P1 loses: P2 stands
  CHECK((r.over && r.winners == 0b010));
}
