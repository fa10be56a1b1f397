// The AIs play fair (issue 28): a decision depends on what the deciding seat
// may see, never on where the hidden cards really are. At many decisions of
// random games of every shipped two-player game with decks, a twin of the
// game has the opponent's hidden cards permuted among themselves (hand and
// deck swapped, face-down cards too): the deciding seat's view is the same,
// and so must every AI's choice be, for the same seed. The greedy AI that
// looked ahead in the true game failed this (it chose differently in twins).
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/ai.h"
#include "core/determinize.h"
#include "core/serialize.h"
#include "core/view.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// A world the seat cannot tell from g: the cards of `other` it cannot see,
// shuffled among their places (within a table component, as determinize's
// groups are), or g itself if there is nothing to shuffle.
Game twin_of(const Game& g, PlayerId seat, PlayerId other, Rng& rng) {
  const GameState& s = g.state();
  std::vector<uint32_t> slots, cards;
  for (ZoneId z = 0; z < s.zones.size(); z++)
    for (uint32_t slot : s.zones[z].slots)
      if (s.objects[slot].owner == other && !can_see(g, g.id_of(slot), seat)) {
        slots.push_back(slot);
        cards.push_back(s.objects[slot].card);
      }
  for (size_t i = cards.size(); i > 1; i--) std::swap(cards[i - 1], cards[rng.below(uint32_t(i))]);
  std::vector<int32_t> card_of_slot(s.objects.size(), -1);
  for (size_t i = 0; i < slots.size(); i++) card_of_slot[slots[i]] = int32_t(cards[i]);
  return with_cards(g, card_of_slot);
}

bool has_starter_decks(const CardLibrary& lib) {
  try {
    lib.deck("starter-a");
    lib.deck("starter-b");
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

TEST_CASE("AIs choose the same in worlds the deciding seat cannot tell apart", "[ai]") {
  const AiSpec greedy = parse_ai_spec("greedy"), search = parse_ai_spec("search:iterations=24,rollout=8");
  for (const std::string& game : test::shipped_games()) {
    auto lib = test::library(game);
    const RulesetDef& rules = lib->library().rules;
    if (rules.min_players > 2 || !has_starter_decks(*lib)) continue;
    INFO(game);
    auto host = lib->new_host();
    int checked = 0, differing = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
      Game g = test::starter_game(*lib, {seed, 17, 4, 9}, 0);
      g.bind(*host);
      g.advance();
      Rng play, twins;
      play.seed({seed, 2, 2, 2});
      twins.seed({seed, 3, 3, 3});
      for (int k = 0; k < 400 && !g.over(); k++) {
        const Decision* d = g.decision();
        if (d->options.size() > 1 && k % 5 == 0) {
          PlayerId seat = d->player, other = PlayerId(1 - seat);
          Game twin = twin_of(g, seat, other, twins);
          twin.bind(*host);
          // The twin is a world the seat cannot tell apart ...
          REQUIRE(view_document(twin, seat) == view_document(g, seat));
          if (twin.hash() != g.hash()) differing++;
          // ... and a sample of either is the same sample.
          Rng a, b;
          a.seed({seed, uint64_t(k), 5, 5});
          b = a;
          Game da = determinize(g, seat, a), db = determinize(twin, seat, b);
          REQUIRE(da.hash() == db.hash());
          for (const AiSpec& ai : {greedy, search}) {
            Rng ra, rb;
            ra.seed({seed, uint64_t(k), 7, 7});
            rb = ra;
            uint32_t in_g = choose_ai(ai, g, *host, ra), in_twin = choose_ai(ai, twin, *host, rb);
            INFO(fmt::format("decision {} ({}), AI {}", k, d->prompt, ai.kind == AiKind::Greedy ? "greedy" : "search"));
            REQUIRE(in_g == in_twin);
          }
          checked++;
        }
        try {
          g.answer(choose_random(g, play));
        } catch (const ActionRejected&) {
          continue;
        }
        g.advance();
      }
    }
    CHECK(checked >= 20);
    CHECK(differing >= checked / 2);  // the twins did move hidden cards
  }
}

TEST_CASE("a sample of the hidden cards is a whole game: it hashes, snapshots and plays on", "[ai]") {
  for (const std::string& game : test::shipped_games()) {
    auto lib = test::library(game);
    INFO(game);
    auto host = lib->new_host();
    GameConfig cfg;
    cfg.seed = {5, 6, 7, 8};
    cfg.players = std::max(2, lib->library().rules.min_players);
    if (has_starter_decks(*lib)) cfg.decks = {lib->deck("starter-a"), lib->deck("starter-b")};
    else cfg.decks.assign(size_t(cfg.players), {});
    Game g(lib->library(), cfg);
    g.bind(*host);
    g.advance();
    Rng play, r;
    play.seed({1, 1, 1, 1});
    r.seed({2, 2, 2, 2});
    int redealt = 0;
    for (int k = 0; k < 300 && !g.over(); k++) {
      if (k % 10 == 0) {
        PlayerId seat = g.decision()->player;
        Game s = determinize(g, seat, r);
        s.bind(*host);
        // What the seat sees is what it saw: only hidden cards moved.
        REQUIRE(view_document(s, seat) == view_document(g, seat));
        for (uint32_t slot = 1; slot < s.state().objects.size(); slot++)
          redealt += s.state().objects[slot].card != g.state().objects[slot].card;
        Game back = restore(lib->library(), snapshot(s));
        REQUIRE(back.hash() == s.hash());
        Rng on;
        on.seed({3, 3, 3, uint64_t(k)});
        for (int i = 0; i < 30 && !s.over(); i++) {
          try {
            s.answer(choose_random(s, on));
          } catch (const ActionRejected&) {
            continue;
          }
          s.advance();
        }
      }
      try {
        g.answer(choose_random(g, play));
      } catch (const ActionRejected&) {
        continue;
      }
      g.advance();
    }
    CHECK(redealt > 0);
  }
}

TEST_CASE("search: the same game and seed give the same choice, and a legal one", "[ai]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::starter_game(*lib, {9, 9, 9, 9}, 1);
  g.bind(*host);
  g.advance();
  Rng play;
  play.seed({4, 4, 4, 4});
  const AiSpec ai = parse_ai_spec("search:iterations=40");
  for (int k = 0; k < 120 && !g.over(); k++) {
    if (g.decision()->options.size() > 1 && k % 6 == 0) {
      uint64_t before = g.hash();
      Rng a, b;
      a.seed({uint64_t(k), 1, 2, 3});
      b = a;
      uint32_t x = choose_ai(ai, g, *host, a), y = choose_ai(ai, g, *host, b);
      REQUIRE(x == y);
      REQUIRE(x < g.decision()->options.size());
      REQUIRE(g.hash() == before);
    }
    try {
      g.answer(choose_random(g, play));
    } catch (const ActionRejected&) {
      continue;
    }
    g.advance();
  }
}

TEST_CASE("AI specs: one parser for every command and the C API", "[ai]") {
  CHECK(parse_ai_spec("random").kind == AiKind::Random);
  CHECK(parse_ai_spec("greedy").kind == AiKind::Greedy);
  AiSpec s = parse_ai_spec("search");
  CHECK(s.kind == AiKind::Search);
  CHECK(s.search.iterations == 200);
  s = parse_ai_spec("search:iterations=50,rollout=5");
  CHECK(s.search.iterations == 50);
  CHECK(s.search.rollout == 5);
  CHECK(parse_ai_spec("search:ms=200").search.ms == 200);
  for (const char* bad : {"", "Search", "greedy:iterations=2", "search:", "search:iterations=0", "search:ms=5,iterations=5",
                          "search:iterations=x", "search:depth=3", "search:iterations=-1", "search:ms=5,"})
    CHECK_THROWS_AS(parse_ai_spec(bad), std::invalid_argument);
}
