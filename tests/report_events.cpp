// The card events a balance report is made of (scripting/runner.cpp's
// CardWatch, docs/reports.md "Cards"), read from real games: a card counts as
// played when its player puts it to use, whether an action option names it or
// a question asked inside an action or a response picks it. Before, only an
// action option whose card had left the hand by the next decision counted:
// C-WL's monsters (summoned after a question on the summon's form) and
// Black-White's Parry (a response, asked with a question) read 0 plays.
#include <catch2/catch.hpp>

#include <map>

#include "sim/runner.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// Played events per card name over `games` random games of `game`.
std::map<std::string, int> plays(const std::string& game, int players, int games) {
  auto lib = test::library(game);
  auto host = lib->new_host();
  SimOptions opt;
  opt.seed = 11;
  opt.card_events = true;
  if (players == 2) opt.decks = {lib->deck("starter-a"), lib->deck("starter-b")};
  else opt.decks.assign(size_t(players), {});
  std::map<std::string, int> out;
  for (int i = 0; i < games; i++) {
    GameRecord r = play_one(*lib, *host, opt, i);
    for (const CardEvent& e : r.cards)
      if (e.kind == CardEvent::Played) out[lib->library().cards[e.card].name]++;
  }
  return out;
}

}  // namespace

TEST_CASE("a card picked by a question inside an action counts as played (C-WL's summons)", "[report]") {
  auto lib = test::library("cwl");
  int monsters = 0;
  for (const auto& [name, n] : plays("cwl", 2, 6)) {
    for (const CardDef& c : lib->library().cards)
      if (c.name == name && c.type == "monster") monsters += n;
  }
  CHECK(monsters > 0);
}

TEST_CASE("a card given in answer to a response question counts as played (Black-White's Parry)", "[report]") {
  std::map<std::string, int> p = plays("black-white", 4, 4);
  CHECK(p["Parry"] > 0);
  CHECK(p["Thrust"] > 0);
}
