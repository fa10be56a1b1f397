// A look-ahead that passes (Game::set_passing): the AIs' playouts pass every
// priority they get up to a stop where they judge the position, so the
// engine lists only the pass there, and nothing at the stop. The positions
// they reach must be the ones a full listing reaches: the AIs' choices rest
// on it (docs/ai.md).
#include <catch2/catch.hpp>

#include "core/ai.h"
#include "core/serialize.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// A game of `lib` for two, on its starter decks where it has them (else its
// players bring none: a table's cards).
Game two_player_game(const CardLibrary& lib, uint64_t seed) {
  if (test::has_starter_decks(lib)) return test::starter_game(lib, {seed, 5, 6, 7}, 0);
  return test::deckless_game(lib, {seed, 5, 6, 7}, 2);
}

// The state without its pending decision, hashed: what a position is,
// whatever was listed at it.
uint64_t position_without_decision(const CardLibrary& lib, const Game& g) {
  GameState s = g.state();
  s.decision.reset();
  return Game::from_state(lib.library(), std::move(s)).hash();
}

struct Walk {
  int steps = 0, pass_only = 0, listed_in_full = 0;
  bool stopped = false;
};

// Plays `a` (listing as usual) and `b` (set_passing, the same stop) on
// together as greedy's look-ahead does: every priority answered with its
// first option (the pass, or the first action where the ruleset withholds
// it), every question with its first, until `me` has priority with the
// chain empty and at most `depth` sequences under way.
Walk walk_both(const CardLibrary& lib, Game& a, Game& b, PlayerId me, size_t depth) {
  Walk w;
  for (; w.steps < 96 && !a.over(); w.steps++) {
    REQUIRE(b.over() == a.over());
    const Decision *da = a.decision(), *db = b.decision();
    REQUIRE(da);
    REQUIRE(db);
    REQUIRE(db->player == da->player);
    REQUIRE(db->kind == da->kind);
    bool stop = da->kind == "priority" && da->player == me && a.chain().empty() && a.state().seqs.size() <= depth;
    REQUIRE(db->unlisted == stop);
    if (stop) {
      w.stopped = true;
      REQUIRE(db->options.size() == 1);
      break;
    }
    if (da->kind == "priority") {
      if (db->options.size() < da->options.size()) {
        REQUIRE(db->options.size() == 1);  // the pass alone, the one a full listing puts first
        REQUIRE(db->options[0].kind == Option::Kind::Pass);
        REQUIRE(db->options[0].label == da->options[0].label);
        w.pass_only++;
      } else {
        // The ruleset withholds the pass (may_pass): listed in full.
        REQUIRE(db->options.size() == da->options.size());
        for (size_t i = 0; i < da->options.size(); i++) REQUIRE(db->options[i].label == da->options[i].label);
        if (da->options.size() > 1) w.listed_in_full++;
      }
    } else {
      REQUIRE(db->options.size() == da->options.size());
    }
    // An answer the rules reject (a payment cancelled) rolls back in both.
    std::optional<std::string> ra = a.answer_unless_rejected(0), rb = b.answer_unless_rejected(0);
    REQUIRE(ra.has_value() == rb.has_value());
    if (ra) break;
    a.advance();
    b.advance();
    REQUIRE(position_without_decision(lib, b) == position_without_decision(lib, a));
  }
  return w;
}

}  // namespace

TEST_CASE("set_passing: a look-ahead that passes reaches the positions a full listing does, and lists no action",
          "[ai][passing]") {
  int withheld_games = 0;
  for (const std::string& game : test::shipped_games()) {
    auto lib = test::library(game);
    if (lib->library().rules.min_players > 2) continue;
    INFO(game);
    auto host = lib->new_host();
    int walks = 0, stops = 0, pass_only = 0, in_full = 0;
    uint64_t spent_full = 0, spent_passing = 0;
    for (uint64_t seed = 1; seed <= 2; seed++) {
      Game g = two_player_game(*lib, seed);
      g.set_logging(false);
      g.bind(*host);
      g.advance();
      Rng play;
      play.seed({seed, 9, 9, 9});
      for (int k = 0; k < test::scaled(300) && !g.over(); k++) {
        const Decision* d = g.decision();
        if (k % 3 == 0 && d->options.size() > 1) {
          PlayerId me = d->player;
          size_t depth = g.state().seqs.size();
          uint32_t option = choose_random(g, play);
          Game a = g, b = g;
          a.bind(*host);
          b.bind(*host);
          b.set_passing(true, {me, depth});
          if (!a.answer_unless_rejected(option)) {
            REQUIRE_FALSE(b.answer_unless_rejected(option));
            uint64_t a0 = a.script_spent(), b0 = b.script_spent();
            a.advance();
            b.advance();
            Walk w = walk_both(*lib, a, b, me, depth);
            walks++;
            stops += w.stopped;
            pass_only += w.pass_only;
            in_full += w.listed_in_full;
            spent_full += a.script_spent() - a0;
            spent_passing += b.script_spent() - b0;
          }
        }
        if (g.over()) break;
        if (!g.answer_unless_rejected(choose_random(g, play))) g.advance();
      }
    }
    INFO("walks " << walks << ", stops " << stops << ", passes alone " << pass_only << ", listed in full " << in_full);
    CHECK(walks >= test::scaled(10));
    CHECK(stops >= walks / 2);
    CHECK(spent_passing < spent_full);  // the skipped listings ran no script
    withheld_games += in_full > 0;
  }
  // A ruleset that withholds the pass (may_pass: C-WL's main phase, FF-TCG's forced attacks) was met.
  CHECK(withheld_games >= 1);
}

TEST_CASE("set_passing: a look-ahead's stop is never answered nor saved, and a copy lists as usual",
          "[ai][passing]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = two_player_game(*lib, 3);
  g.bind(*host);
  g.advance();
  // On to the first priority with an action to take.
  for (int n = 0; n < 200 && !(g.decision()->kind == "priority" && g.decision()->options.size() > 1); n++) {
    g.answer(0);
    g.advance();
  }
  REQUIRE(g.decision()->options.size() > 1);
  PlayerId me = g.decision()->player;
  // The stop: any priority of `me` with the chain empty; pass until it comes back.
  Game b = g;
  b.bind(*host);
  b.set_passing(true, {me, 1});
  for (int n = 0; n < 400 && !b.over() && !b.decision()->unlisted; n++) {
    b.answer(0);
    b.advance();
  }
  REQUIRE_FALSE(b.over());
  const Decision& stop = *b.decision();
  REQUIRE(stop.unlisted);
  REQUIRE(stop.player == me);
  REQUIRE(stop.options.size() == 1);
  const uint64_t before = b.hash();
  CHECK_THROWS_WITH(b.answer(0), Catch::Contains("look-ahead's stop cannot be answered"));
  CHECK(b.hash() == before);  // refused, nothing changed
  CHECK_THROWS_WITH(snapshot(b), Catch::Contains("look-ahead's stop cannot be saved"));
  // A copy is another game: it keeps the position, not the passing.
  Game c = b;
  c.bind(*host);
  REQUIRE(c.decision()->unlisted);
  // The same position offered again in full to a game that is not passing: g
  // played to it with the same answers.
  Game full = g;
  full.bind(*host);
  for (int n = 0; n < 400 && !full.over(); n++) {
    full.answer(0);
    full.advance();
    if (full.decision()->kind == "priority" && full.decision()->player == me && full.chain().empty() &&
        full.state().seqs.size() <= 1)
      break;
  }
  REQUIRE_FALSE(full.decision()->unlisted);
  CHECK(full.decision()->options.size() > 1);
  CHECK(position_without_decision(*lib, full) == position_without_decision(*lib, b));
}
