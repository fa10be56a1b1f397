// Every view a player gets is filtered for what that player may see.
#include <catch2/catch.hpp>

#include "core/view.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
const nlohmann::json& zone(const nlohmann::json& v, const std::string& kind, int player) {
  for (const auto& z : v["zones"])
    if (z["kind"] == kind && z["player"] == player) return z;
  throw std::runtime_error("no zone " + kind);
}
int hidden(const nlohmann::json& z) {
  int n = 0;
  for (const auto& c : z["cards"]) {
    n += c.contains("hidden");
    // A hidden card carries nothing else: ids follow deck-list order and
    // would identify it.
    if (c.contains("hidden")) REQUIRE(c.size() == 1);
  }
  return n;
}
}  // namespace

TEST_CASE("ZD-S01 / ZD-4.6.2: hands are seen by their owner only; life cards and decks by nobody", "[view]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 9);
  g.bind(*host);
  g.advance();  // the first mulligan question: hands and life cards are dealt
  for (int viewer = 0; viewer < 2; viewer++) {
    nlohmann::json v = view_json(g, PlayerId(viewer));
    for (int p = 0; p < 2; p++) {
      INFO("viewer P" << viewer + 1 << ", zones of P" << p + 1);
      REQUIRE(zone(v, "hand", p)["count"] == 6);
      REQUIRE(hidden(zone(v, "hand", p)) == (p == viewer ? 0 : 6));
      REQUIRE(zone(v, "life", p)["count"] == 6);
      REQUIRE(hidden(zone(v, "life", p)) == 6);  // not even the owner
      REQUIRE(hidden(zone(v, "deck", p)) == 38);
    }
  }
  nlohmann::json referee = view_json(g, kNoPlayer);
  REQUIRE(hidden(zone(referee, "life", 0)) == 0);
  // A decision's options are shown only to the player who decides.
  PlayerId decider = g.decision()->player;
  REQUIRE(decision_json(g, decider).contains("options"));
  REQUIRE_FALSE(decision_json(g, PlayerId(1 - decider)).contains("options"));
}
