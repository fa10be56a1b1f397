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

Replay record_mini(const CardLibrary& lib, int version = 2) {
  auto host = lib.new_host();
  GameConfig cfg;
  cfg.seed = {5, 11, 22, 33};
  cfg.players = 2;
  cfg.decks = {test::cycled_deck(30, 7), test::cycled_deck(30, 7)};
  Game g(lib.library(), cfg);
  g.bind(*host);
  Recorder rec;
  rec.replay.version = version;
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

// Version-1 files hold the state hash as it was before it took in timestamps,
// last-known objects, trigger events and a procedure's actor: playback checks
// them with that hash (docs/soak/samegames.sh plays the soak engine's own
// recordings back the same way).
TEST_CASE("replays: a version-1 file is checked with the version-1 hash", "[replay]") {
  auto lib = test::library("mini");
  Replay v1 = replay_from_json(replay_to_json(record_mini(*lib, 1)));
  REQUIRE(v1.version == 1);
  CHECK(check(*lib, v1).mismatch == -1);
  Replay v2 = replay_from_json(replay_to_json(record_mini(*lib)));
  REQUIRE(v2.version == 2);
  CHECK(v2.answers == v1.answers);
  CHECK(v2.hashes != v1.hashes);
  Replay relabelled = v1;  // version-1 hashes read as version 2: they do not match
  relabelled.version = 2;
  CHECK(check(*lib, relabelled).mismatch == 0);
  std::string json = replay_to_json(v1);
  json.replace(json.find("\"version\":1"), 11, "\"version\":3");
  CHECK_THROWS_WITH(replay_from_json(json), Catch::Contains("unsupported version 3"));
}
