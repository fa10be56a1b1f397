// A replay carries its card library's fingerprint: played against another
// library (here mini with one more string literal, which renumbers the
// interned names) it is refused for what it is, instead of reported as
// diverging at some answer.
#include <catch2/catch.hpp>

#include "core/ai.h"
#include "core/rng.h"
#include "sim/replay.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

Replay record_mini(const CardLibrary& lib) {
  auto host = lib.new_host();
  GameConfig cfg;
  cfg.seed = {5, 11, 22, 33};
  cfg.players = 2;
  cfg.decks = {test::cycled_deck(30, 7), test::cycled_deck(30, 7)};
  Game g(lib.library(), cfg);
  g.bind(*host);
  Recorder rec;
  rec.replay.game = "mini";
  rec.replay.config = cfg;
  Rng ai;
  ai.seed({5, 6, 7, 8});
  g.advance();
  for (int n = 0; n < 400 && !g.over(); n++) {
    uint32_t a = choose_random(g, ai);
    rec.before_answer(g, a);
    g.answer(a);
    g.advance();
  }
  rec.finish(g);
  return rec.replay;
}

PlaybackReport check(const CardLibrary& lib, const Replay& r) {
  auto host = lib.new_host();
  return play_back(lib, *host, r, [](const Game&, uint32_t) {});
}

}  // namespace

TEST_CASE("replays: recorded with another library, refused naming it", "[replay]") {
  auto lib = test::library("mini");
  Replay r = replay_from_json(replay_to_json(record_mini(*lib)));
  REQUIRE(r.library == library_fingerprint(lib->library()));
  REQUIRE(r.answers.size() > 20);
  PlaybackReport same = check(*lib, r);
  CHECK(same.mismatch == -1);
  CHECK_FALSE(same.refused);

  // The same rules with one more literal at the top: every later name
  // renumbered, so the fingerprint differs.
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read("mini/rules/10_mini.lua");
  auto other = test::load_overlaid("mini", {{"mini/rules/10_mini.lua", "local _ = \"renumber\"\n" + rules}});
  REQUIRE(library_fingerprint(other->library()) != r.library);
  PlaybackReport refused = check(*other, r);
  CHECK(refused.refused);
  CHECK_THAT(refused.message, Catch::StartsWith("recorded with another card library or ruleset (fingerprint "));

  // A file from before replays carried the fingerprint is played back as it is.
  Replay old = r;
  old.library = 0;
  CHECK(replay_to_json(old).find("\"library\"") == std::string::npos);
  CHECK_FALSE(check(*other, old).refused);
}

// The format is unstable before 1.0: a file of another version is refused
// by saying so, never played back with hashes that mean something else.
TEST_CASE("replays: a file of another format version is refused, saying which version this build reads", "[replay]") {
  auto lib = test::library("mini");
  std::string json = replay_to_json(record_mini(*lib));
  CHECK(check(*lib, replay_from_json(json)).mismatch == -1);
  for (const char* v : {"1", "3"}) {
    std::string other = json;
    other.replace(other.find("\"version\":2"), 11, std::string("\"version\":") + v);
    CHECK_THROWS_WITH(replay_from_json(other), Catch::Contains(std::string("format version ") + v +
                                                               "; this build reads only version 2") &&
                                                   Catch::Contains("unstable before 1.0"));
  }
}
