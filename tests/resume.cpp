// A question asked straight from a task's Lua code parks the procedure's
// coroutine, and the answer resumes it there (ScriptHost::run_resumable).
// Replaying the procedure from its start with the answers so far must give
// the same game: a copy of the game (which has nothing parked) replays, the
// original resumes, and both must reach the same state after every answer.
#include <catch2/catch.hpp>

#include <vector>

#include "core/ai.h"
#include "tests/support.h"

using namespace cardinal;

TEST_CASE("a resumed procedure and a replayed copy reach the same state after every answer", "[machine][resume]") {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  int compared = 0;
  size_t in_procedures = 0, replayed = 0;
  for (uint64_t seed = 1; seed <= uint64_t(test::scaled(12)); seed++) {
    INFO("seed " << seed);
    Game g = test::started_game(*lib, *host, seed);
    Rng ai;
    ai.seed({seed, 9, 9, 9});
    for (int n = 0; n < 3000 && !g.over(); n++) {
      uint32_t pick = choose_random(g, ai);
      bool inside = g.state().proc.has_value();
      if (inside && n % 3 == 0) {  // a copy replays where the original resumes
        Game copy = g;
        copy.bind(*host);
        size_t before = copy.replays();
        copy.answer(pick);
        copy.advance();
        CHECK(copy.replays() == before + 1);
        size_t mine = g.replays();
        g.answer(pick);
        g.advance();
        REQUIRE(g.hash() == copy.hash());
        compared++;
        in_procedures++;
        replayed += g.replays() - mine;
        continue;
      }
      size_t mine = g.replays();
      g.answer(pick);
      g.advance();
      if (inside) {
        in_procedures++;
        replayed += g.replays() - mine;
      }
    }
  }
  CHECK(compared > 15 * test::scaled(12));
  // Almost every answer resumed: Zero-Dimension asks its questions from Lua
  // (the exceptions: the order of simultaneous triggers, asked by the core).
  INFO(replayed << " of " << in_procedures << " answers replayed");
  CHECK(replayed * 20 < in_procedures);
}

// Each of `n` games of one host advanced to its first question (a
// mulligan, asked in setup) and left waiting; then each answered, in the
// order they asked. Returns how many answers replayed; every game must end
// where the same game answered alone does.
static int wait_then_answer(int n) {
  auto lib = test::library("zero-dimension");
  auto host = lib->new_host();
  std::vector<uint64_t> alone;
  for (int i = 0; i < n; i++) {
    Game g = test::started_game(*lib, *host, uint64_t(100 + i));
    REQUIRE(g.state().proc.has_value());
    g.answer(0);
    g.advance();
    CHECK(g.replays() == 0);
    alone.push_back(g.hash());
  }
  std::vector<Game> games;
  games.reserve(size_t(n));
  for (int i = 0; i < n; i++) games.push_back(test::started_game(*lib, *host, uint64_t(100 + i)));
  int replayed = 0;
  for (int i = 0; i < n; i++) {
    Game& g = games[size_t(i)];
    g.answer(0);
    g.advance();
    CHECK(g.hash() == alone[size_t(i)]);
    replayed += int(g.replays());
  }
  return replayed;
}

TEST_CASE("many games waiting on one host each resume: more than it keeps parked replay and play the same",
          "[machine][resume]") {
  CHECK(wait_then_answer(100) == 0);
  // Answered round the ring, each new question parks over the oldest
  // waiting game: past the ring's size, games replay (none is lost).
  int n = int(ScriptHost::kParked) + 20;
  CHECK(wait_then_answer(n) >= 20);
}

TEST_CASE("parked procedures cannot take the host's memory from other games", "[machine][resume][hostile]") {
  // mini's setup made to fill a table of 4 MiB (200,000 slots: the most one
  // value may be) and then ask, holding it; the host has 24 MB. Ten games
  // waiting there at once would hold 40 MB if each kept its coroutine.
  const std::string games_dir = std::string(CARDINAL_TESTS_DIR) + "/games";
  const std::string rules_file = "mini/rules/10_mini.lua";
  std::string rules = *disk_source(games_dir)->read(rules_file);
  const std::string from = "function setup()\n  prepare()";
  size_t at = rules.find(from);
  REQUIRE(at != std::string::npos);
  rules.replace(at, from.size(),
                "function setup()\n"
                "  local hog = {}\n"
                "  for i = 1, 200000 do hog[i] = i end\n"
                "  if yes_no(1, \"Hold on?\") and #hog < 200000 then error(\"lost\") end\n"
                "  prepare()");
  lua::Limits limits;
  limits.memory_bytes = size_t(24) << 20;
  auto lib = CardLibrary::load(
      {games_dir, "mini", "", limits, std::make_shared<test::Overlay>(games_dir, std::map<std::string, std::string>{{rules_file, rules}})});
  auto host = lib->new_host();
  constexpr int kGames = 10;
  std::vector<uint64_t> alone;
  for (int i = 0; i < kGames; i++) {
    Game g = test::started_game(*lib, *host, uint64_t(i + 1));
    g.answer(0);
    g.advance();
    REQUIRE_FALSE(g.over());
    alone.push_back(g.hash());
  }
  std::vector<Game> waiting;
  waiting.reserve(kGames);
  for (int i = 0; i < kGames; i++) waiting.push_back(test::started_game(*lib, *host, uint64_t(i + 1)));
  int replayed = 0;
  for (int i = 0; i < kGames; i++) {
    Game& g = waiting[size_t(i)];
    g.answer(0);
    g.advance();
    INFO("game " << i << ": " << g.result().reason);
    CHECK_FALSE(g.over());
    CHECK(g.hash() == alone[size_t(i)]);
    replayed += int(g.replays());
  }
  // Some could not stay parked: they replayed, and played the same.
  CHECK(replayed > 0);
}

TEST_CASE("a game answered on another host than the one it parked on replays there", "[machine][resume]") {
  auto lib = test::library("zero-dimension");
  auto a = lib->new_host();
  Game alone = test::started_game(*lib, *a, 5);
  alone.answer(0);
  alone.advance();
  // Another host that has parked procedures of its own, under handles of
  // its own: none of them may be taken for this game's.
  auto b = lib->new_host();
  std::vector<Game> others;
  others.reserve(8);
  for (int i = 0; i < 8; i++) others.push_back(test::started_game(*lib, *b, uint64_t(50 + i)));
  Game g = test::started_game(*lib, *a, 5);
  g.bind(*b);
  g.answer(0);
  g.advance();
  CHECK(g.replays() == 1);
  CHECK(g.hash() == alone.hash());
}
