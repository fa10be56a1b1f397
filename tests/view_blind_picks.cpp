// Neither shipped game asks a player to pick among cards that player cannot
// see: a choice's options are labelled by where a hidden card lies (core/
// view.cpp), which is no way to pick from one's own deck. A search (ZD-12.16)
// shows the searcher the matching cards first.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <map>

#include "core/ai.h"
#include "core/view.h"
#include "sim/runner.h"
#include "tests/support.h"

using namespace cardinal;

TEST_CASE("ZD-12.16, FF: in random games no player picks among cards they cannot see", "[view]") {
  const char* pairs[4][2] = {{"starter-a", "starter-b"}, {"pool-c", "pool-d"}, {"starter-a", "pool-d"}, {"pool-c", "starter-b"}};
  for (std::string game : {"zero-dimension", "fftcg"}) {
    auto lib = test::library(game);
    auto host = lib->new_host();
    std::map<std::string, int> blind;  // "prompt (whose zone)" -> times asked
    int card_choices = 0;
    for (uint64_t seed = 1; seed <= uint64_t(test::scaled(60)); seed++) {
      GameConfig cfg;
      cfg.seed = {seed, 5, 6, 7};
      cfg.decks = {lib->deck(pairs[seed % 4][0]), lib->deck(pairs[seed % 4][1])};
      Game g(lib->library(), cfg);
      g.bind(*host);
      g.advance();
      Rng ai;
      ai.seed({seed, 1, 1, 1});
      for (int k = 0; k < 3000 && !g.over(); k++) {
        const Decision* d = g.decision();
        if (d->kind == "card") card_choices++;
        for (const Option& o : d->options) {
          if (!o.obj || can_see(g, o.obj, d->player)) continue;
          const Zone& z = g.zone_at(g.obj(o.obj)->zone);
          blind[fmt::format("{} ({} {})", d->prompt, z.player == d->player ? "own" : "another's",
                            g.rules().zones[z.kind].name)]++;
        }
        g.answer_unless_rejected(choose_random(g, ai));  // a cancelled payment: choose again (FF-16.27)
        g.advance();
      }
    }
    INFO(game);
    REQUIRE(card_choices > 100);  // the games did ask for cards
    for (const auto& [what, n] : blind) CHECK(what == fmt::format("never asked ({}x)", n));
  }
}
