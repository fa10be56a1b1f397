// The view documents' text (wire/view_json.h): written straight from the
// view structs, in the form nlohmann's dump() gives the same document.
#include <catch2/catch.hpp>

#include "core/ai.h"
#include "core/json_util.h"
#include "core/rng.h"
#include "wire/view_json.h"
#include "tests/support.h"

using namespace cardinal;

TEST_CASE("Wire strings are written as dump_json writes them", "[view][wire]") {
  std::vector<std::string> cases = {"", "plain", "quote \" and \\ backslash", "\b\f\n\r\t", std::string("\0\x01\x1f\x7f", 4),
                                    "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x83\x8f",  // 2-, 3- and 4-byte forms
                                    "\xff", "\xc0\xaf",                            // not UTF-8; overlong
                                    "\xed\xa0\x80", "\xf4\x90\x80\x80",            // a surrogate; past U+10FFFF
                                    "cut \xe2\x82", "\xe2\x82 cut", "a\x80z"};
  // Random bytes, most of them near the edges of the forms above.
  Rng rng;
  rng.seed({7, 7, 7, 7});
  const unsigned char edges[] = {0x00, 0x1f, 0x20, 0x22, 0x5c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf,
                                 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 'a'};
  for (int i = 0; i < 20000; i++) {
    std::string s;
    for (uint32_t n = rng.below(8); n > 0; n--) s += char(edges[rng.below(sizeof edges)]);
    cases.push_back(s);
  }
  for (const std::string& s : cases) {
    std::string mine;
    append_json_string(mine, s);
    INFO(dump_json(nlohmann::json(s)));
    REQUIRE(mine == dump_json(nlohmann::json(s)));
  }
}

// Every shipped game played at random: each view document, for every seat
// and the referee, is in canonical form (parsed and written again by
// nlohmann, the same bytes: keys in order, no spaces), and its decision is
// the one decision_text gives.
TEST_CASE("Wire views of every shipped game are in canonical form", "[view][wire][slow]") {
  for (const std::string& game : test::shipped_games()) {
    INFO(game);
    auto lib = test::library(game);
    auto host = lib->new_host();
    const RulesetDef& rules = lib->library().rules;
    GameConfig cfg;
    cfg.seed = {5, 6, 7, 8};
    cfg.players = std::max(2, rules.min_players);
    try {
      cfg.decks = {lib->deck("starter-a"), lib->deck("starter-b")};
    } catch (const std::exception&) {
      cfg.decks.assign(size_t(cfg.players), {});  // a game whose table deals the cards
    }
    Game g(lib->library(), cfg);
    g.bind(*host);
    g.advance();
    Rng play;
    play.seed({9, 9, 9, 9});
    int checked = 0;
    for (int k = 0; k < test::scaled(300) && !g.over(); k++) {
      if (k % 3 == 0)
        for (int v = -1; v < cfg.players; v++) {
          PlayerId viewer = v < 0 ? kNoPlayer : PlayerId(v);
          std::string text = view_document_text(g, viewer);
          nlohmann::json j = nlohmann::json::parse(text);
          REQUIRE(dump_json(j) == text);
          REQUIRE(j["decision"] == decision_json(g, viewer));
          checked++;
        }
      try {
        g.answer(choose_random(g, play));
      } catch (const ActionRejected&) {
        continue;
      }
      g.advance();
    }
    CHECK(checked > 20);
  }
}
