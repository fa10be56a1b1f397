// Conceding (core/concede.cpp; ZD-1.3.3, FF-2.1, HY-1.5): at any decision,
// by any player still in, mid-task included; the state stays a value (hash,
// snapshot, clone) while a concession waits to be applied, and replays carry
// concessions as input.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "core/ai.h"
#include "core/serialize.h"
#include "sim/replay.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
// Random legal answers until the game ends; a concession by a random player
// still in at each decision with probability 1/every. Records the game.
struct Played {
  Recorder rec;
  int concessions = 0, mid_task = 0;
};
Played play_conceding(const CardLibrary& lib, ScriptHost& host, uint64_t seed, int players, uint32_t every) {
  Played out;
  Game g = test::make_game(lib, seed, players);
  g.bind(host);
  out.rec.replay.game = lib.library().rules.game;
  out.rec.replay.config.seed = {seed, 11, 22, 33};  // test::make_game's game
  out.rec.replay.config.players = players;
  out.rec.replay.config.decks.assign(size_t(players), test::cycled_deck(30, 7));
  Rng ai;
  ai.seed({seed, 5, 6, 7});
  g.advance();
  for (int n = 0; n < 5000 && !g.over(); n++) {
    if (ai.below(every) == 0) {
      std::vector<PlayerId> in;
      for (int p = 0; p < players; p++)
        if (g.in_game(PlayerId(p)) && !(g.state().conceding >> p & 1)) in.push_back(PlayerId(p));
      PlayerId p = in[ai.below(uint32_t(in.size()))];
      out.mid_task += g.state().proc.has_value();
      uint64_t before = g.hash();
      g.concede(p);
      REQUIRE(g.hash() != before);
      // The state with the concession pending is a value like any other.
      Game r = restore(lib.library(), snapshot(g));
      REQUIRE(r.hash() == g.hash());
      g.advance();
      r.bind(host);
      r.advance();
      REQUIRE(r.hash() == g.hash());
      // Out, unless the ruleset's concede procedure is still asking something.
      bool asking = g.state().proc && g.state().proc->task == TaskKind::Concede;
      REQUIRE(g.in_game(p) == asking);
      out.rec.conceded(int(p));
      out.concessions++;
      continue;
    }
    const Decision* d = g.decision();
    REQUIRE(d);
    INFO("asked P" << d->player + 1 << ": " << d->prompt << " (" << d->kind << ")");
    REQUIRE(g.in_game(d->player));  // no one out is ever asked
    uint32_t a = choose_random(g, ai);
    out.rec.before_answer(g, a);
    g.answer(a);
    g.advance();
  }
  REQUIRE(g.over());
  REQUIRE_FALSE(g.result().error);
  out.rec.finish(g);
  return out;
}
}  // namespace

TEST_CASE("concessions at random points of 3- and 4-player games: no one out is asked, snapshots hold, replays verify",
          "[core][concede]") {
  auto lib = test::library("mini-hy");
  auto host = lib->new_host();
  int concessions = 0, mid_task = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(40)); seed++) {
    int players = 3 + int(seed % 2);
    Played p = play_conceding(*lib, *host, seed, players, 15);
    concessions += p.concessions;
    mid_task += p.mid_task;
    // The record plays back to the same hashes, concessions included, and
    // survives its JSON form.
    Replay back = replay_from_json(replay_to_json(p.rec.replay));
    REQUIRE(back.concessions.size() == size_t(p.concessions));
    PlaybackReport rep = play_back(*lib, *host, back, [](const Game&, uint32_t) {});
    INFO("seed " << seed << ": " << rep.message);
    REQUIRE(rep.mismatch == -1);
    if (!back.concessions.empty()) {
      // Moved to another player, the same record no longer reproduces the game.
      Replay wrong = back;
      wrong.concessions[0].player = (wrong.concessions[0].player + 1) % players;
      REQUIRE(play_back(*lib, *host, wrong, [](const Game&, uint32_t) {}).mismatch >= 0);
    }
  }
  INFO(concessions << " concessions, " << mid_task << " in the middle of a task");
  REQUIRE(concessions > 20);
  REQUIRE(mid_task > 0);
}

TEST_CASE("ZD-1.3.3: a concession at any decision ends a two-player game at once, the other player wins", "[core][concede]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  int mid_task = 0;
  for (uint64_t seed = 1; seed <= 30; seed++) {
    Game g = test::make_game(*lib, seed);
    g.bind(*host);
    Rng ai;
    ai.seed({seed, 9, 9, 9});
    g.advance();
    size_t stop = 5 + ai.below(200);
    for (size_t n = 0; n < stop && !g.over(); n++) {
      g.answer(choose_random(g, ai));
      g.advance();
    }
    if (g.over()) continue;
    PlayerId p = PlayerId(seed % 2);
    mid_task += g.state().proc.has_value();
    Game twin = g;
    g.concede(p);
    g.advance();
    REQUIRE(g.over());
    REQUIRE(g.result().winners == (1u << (1 - p)));
    REQUIRE(g.result().reason.find(fmt::format("P{} lost: conceded", p + 1)) != std::string::npos);
    // A copy taken before it concedes the same way reaches the same state.
    twin.bind(*host);
    twin.concede(p);
    twin.advance();
    REQUIRE(twin.hash() == g.hash());
  }
  REQUIRE(mid_task > 0);
}

TEST_CASE("a refused concession changes nothing", "[core][concede]") {
  auto lib = test::library("mini-hy");
  auto host = lib->new_host();
  Game g = test::make_game(*lib, 3, 3);
  g.bind(*host);
  g.advance();
  g.concede(2);
  uint64_t pending = g.hash();
  REQUIRE_THROWS_WITH(g.concede(2), Catch::Contains("P3 has already conceded"));
  REQUIRE_THROWS_WITH(g.concede(3), Catch::Contains("there is no player 4"));
  REQUIRE(g.hash() == pending);
  g.advance();
  uint64_t applied = g.hash();
  REQUIRE_THROWS_WITH(g.concede(2), Catch::Contains("P3 is no longer in the game"));
  REQUIRE(g.hash() == applied);
  g.concede(1);
  g.advance();
  REQUIRE(g.over());
  REQUIRE(g.result().winners == 1u);
  REQUIRE_THROWS_WITH(g.concede(0), Catch::Contains("the game is over"));
}
