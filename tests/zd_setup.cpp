// ZD-S01: the opening deal and the single mulligan, played from the real
// setup procedure (the Lua harness starts games after setup, so this one is C++).
#include <catch2/catch.hpp>

#include <string>

#include "wire/view_json.h"
#include "tests/support.h"

using namespace cardinal;
using test::answer_label;
using test::is_mulligan;
using test::zone_count;
using test::zone_objs;

namespace {

struct Counts {
  size_t life, hand, deck;
};

Counts counts(const Game& g, int p) {
  return {zone_count(g, "life", p), zone_count(g, "hand", p), zone_count(g, "deck", p)};
}

const nlohmann::json& view_zone(const nlohmann::json& v, const std::string& kind, int player) {
  for (const auto& z : v["zones"])
    if (z["kind"] == kind && z["player"] == player) return z;
  throw std::runtime_error("no zone " + kind);
}

// ZD-4.6.2: nobody, not even the owner, sees a life card's face.
void no_life_faces_visible(const Game& g) {
  for (int viewer = 0; viewer < 2; viewer++) {
    nlohmann::json v = view_json(g, PlayerId(viewer));
    for (int p = 0; p < 2; p++) {
      const auto& z = view_zone(v, "life", p);
      for (const auto& c : z["cards"]) {
        INFO("viewer P" << viewer + 1 << " sees a face in P" << p + 1 << "'s life zone: " << c.dump());
        REQUIRE(c.contains("hidden"));
      }
    }
  }
}

std::pair<std::string, std::string> step_of(const Game& g) {
  const GameState& s = g.state();
  const SeqPos& pos = s.seqs.back();
  const RulesetDef& r = g.rules();
  return {r.steps[r.sequences[pos.seq].steps[pos.index]].name, r.sequences[pos.seq].name};
}

// Passes priority / declines optional choices until the given turn reaches
// the given step's priority window; fails if a mulligan is ever offered again.
void run_until(Game& g, uint32_t turn, const std::string& step) {
  for (int guard = 0; guard < 1000; guard++) {
    REQUIRE_FALSE(g.over());
    const Decision* d = g.decision();
    REQUIRE(d != nullptr);
    REQUIRE_FALSE(is_mulligan(d));  // ZD-5.5: at most once per game, and only in setup
    if (d->kind == "priority" && g.state().turn == turn && step_of(g).first == step) return;
    if (d->kind == "priority") {
      answer_label(g, "Pass");
    } else {
      // The resource step's optional placement (and any other optional
      // choice): decline it, so hand counts only change by draws.
      bool declined = false;
      for (size_t i = 0; i < d->options.size(); i++) {
        const std::string& l = d->options[i].label;
        if (l == "No" || l.find("None") != std::string::npos || l.find("Decline") != std::string::npos ||
            l.find("nothing") != std::string::npos) {
          g.answer(uint32_t(i));
          g.advance();
          declined = true;
          break;
        }
      }
      if (!declined) {
        g.answer(0);
        g.advance();
      }
    }
  }
  FAIL("turn " << turn << " never reached step " << step);
}

}  // namespace

TEST_CASE("ZD-S01 (ZD-5.1, ZD-5.2, ZD-5.3, ZD-5.4, ZD-5.5, ZD-5.5.1, ZD-5.6, ZD-4.6.2): opening deal, one mulligan, "
          "first draw skipped",
          "[zd][scenario]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::starter_game(*lib, {7, 11, 22, 33}, 1);  // zd.first_player = p1
  g.bind(*host);
  REQUIRE(lib->deck("starter-a").size() == 50);
  REQUIRE(lib->deck("starter-b").size() == 50);
  g.advance();

  // ZD-5.1: zd.first_player = p1; ZD-5.5.1: the first player decides first.
  REQUIRE(g.active() == 0);
  const Decision* d = g.decision();
  REQUIRE(is_mulligan(d));
  REQUIRE(d->player == 0);
  REQUIRE(d->kind == "yes_no");
  // ZD-5.3, ZD-5.4: after the first deal, life 6, hand 6, deck 38 for both.
  for (int p = 0; p < 2; p++) {
    Counts c = counts(g, p);
    REQUIRE(c.life == 6);
    REQUIRE(c.hand == 6);
    REQUIRE(c.deck == 38);
  }
  no_life_faces_visible(g);
  std::vector<ObjId> p1_hand_before = zone_objs(g, "hand", 0);
  std::vector<ObjId> p2_hand_before = zone_objs(g, "hand", 1);

  // 1. P1 takes the mulligan.
  answer_label(g, "Yes");
  d = g.decision();
  REQUIRE(is_mulligan(d));
  REQUIRE(d->player == 1);  // 2. then P2 is asked
  // ZD-5.5: P1 redealt: life 6, hand 6, deck 38 again, with new cards (every
  // old hand card went back to the deck: none of those objects is in the hand).
  Counts c1 = counts(g, 0);
  REQUIRE(c1.life == 6);
  REQUIRE(c1.hand == 6);
  REQUIRE(c1.deck == 38);
  for (ObjId id : p1_hand_before) REQUIRE(g.obj(id) == nullptr);
  REQUIRE(g.state().player_vars[0][g.rules().player_var("mulligan")] == 1);
  // P2 untouched so far.
  REQUIRE(zone_objs(g, "hand", 1) == p2_hand_before);
  no_life_faces_visible(g);
  bool saw_reshuffle = false;
  for (const LogEntry& e : g.state().log)
    if (e.text.find("P1 takes a mulligan") != std::string::npos) saw_reshuffle = true;
  REQUIRE(saw_reshuffle);

  // 2. P2 declines.
  answer_label(g, "No");
  REQUIRE(zone_objs(g, "hand", 1) == p2_hand_before);
  REQUIRE(g.state().player_vars[1][g.rules().player_var("mulligan")] == 0);
  for (int p = 0; p < 2; p++) {
    Counts c = counts(g, p);
    REQUIRE(c.life == 6);
    REQUIRE(c.hand == 6);
    REQUIRE(c.deck == 38);
  }

  // 3. Turn 1 (P1): the end of its draw step (its priority window). ZD-5.6: no draw.
  run_until(g, 1, "draw");
  REQUIRE(g.active() == 0);
  Counts t1 = counts(g, 0);
  REQUIRE(t1.hand == 6);
  REQUIRE(t1.deck == 38);
  no_life_faces_visible(g);

  // Turn 2 (P2): P2 draws 1 in its draw step.
  run_until(g, 2, "draw");
  REQUIRE(g.active() == 1);
  Counts t2 = counts(g, 1);
  REQUIRE(t2.hand == 7);
  REQUIRE(t2.deck == 37);
  REQUIRE(t2.life == 6);
  no_life_faces_visible(g);
}

TEST_CASE("ZD-S01 (ZD-5.5, ZD-5.5.1): with first_player = p2, P2 is asked first and declining keeps the deal",
          "[zd][scenario]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  Game g = test::starter_game(*lib, {3, 11, 22, 33}, 2);
  g.bind(*host);
  g.advance();
  REQUIRE(g.active() == 1);
  REQUIRE(is_mulligan(g.decision()));
  REQUIRE(g.decision()->player == 1);
  std::vector<ObjId> hand = zone_objs(g, "hand", 1);
  answer_label(g, "No");
  REQUIRE(is_mulligan(g.decision()));
  REQUIRE(g.decision()->player == 0);
  REQUIRE(zone_objs(g, "hand", 1) == hand);
  answer_label(g, "No");
  REQUIRE_FALSE(is_mulligan(g.decision()));
  // The first player's first draw is skipped; the second player's is not.
  run_until(g, 1, "draw");
  REQUIRE(counts(g, 1).hand == 6);
  run_until(g, 2, "draw");
  REQUIRE(counts(g, 0).hand == 7);
  REQUIRE(counts(g, 0).deck == 37);
}
