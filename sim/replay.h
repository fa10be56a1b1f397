// Replays: the seed, decks and parameters of a game plus every answer, with
// the state hash before each answer, so playback can prove it reproduces the
// game bit for bit. Stored as JSON (docs/protocol.md, "replay files").
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/game.h"
#include "core/serialize.h"
#include "scripting/loader.h"

namespace cardinal {

struct Replay {
  std::string game;
  GameConfig config;
  std::vector<uint32_t> answers;
  std::vector<uint64_t> hashes;  // state hash before each answer
  // Concessions are input too (Game::concede): each is made before the answer
  // it names (answers.size(): after the last one), then the game advanced;
  // the hash before that answer is taken after it.
  struct Concession {
    uint32_t before = 0;
    int player = 0;  // 0-based
  };
  std::vector<Concession> concessions;  // in the order they were made
  uint64_t final_hash = 0;
  std::string result;            // a line describing how it ended
  // The card library's fingerprint (core/serialize.h), so a replay played
  // against another library is refused for what it is instead of diverging
  // at some answer. 0: not recorded (files from before it was).
  uint64_t library = 0;
};

// The file's format version. The format is unstable before 1.0: a build
// reads only the version it writes, and refuses another by saying so.
constexpr int kReplayVersion = 2;
std::string replay_to_json(const Replay& r);
Replay replay_from_json(const std::string& text);  // throws RuleError naming what is wrong

// Plays the replay back. Returns the index of the first answer whose
// preceding hash differs (or answers.size() if the final hash differs), or
// -1 if everything matches. `on_step` (optional) sees the game before each answer.
struct PlaybackReport {
  long mismatch = -1;
  bool refused = false;  // not played back at all: another game or library
  std::string message;
};
template <class F>
PlaybackReport play_back(const CardLibrary& lib, ScriptHost& host, const Replay& r, F on_step);

// Records a game as it is played: call before each answer and at the end.
struct Recorder {
  Replay replay;
  void before_answer(const Game& g, uint32_t answer) {
    replay.hashes.push_back(g.hash());
    replay.answers.push_back(answer);
  }
  void conceded(int player) { replay.concessions.push_back({uint32_t(replay.answers.size()), player}); }
  void finish(const Game& g);
};

template <class F>
PlaybackReport play_back(const CardLibrary& lib, ScriptHost& host, const Replay& r, F on_step) {
  PlaybackReport rep;
  if (r.game != lib.library().rules.game) {
    rep.mismatch = 0;
    rep.refused = true;
    rep.message = "the replay is of " + r.game + ", not " + lib.library().rules.game;
    return rep;
  }
  if (r.library && r.library != library_fingerprint(lib.library())) {
    rep.mismatch = 0;
    rep.refused = true;
    rep.message = fmt::format(
        "recorded with another card library or ruleset (fingerprint {:016x}, this one {:016x}): its rules, cards "
        "or the order of their names differ, so its state hashes cannot be checked here",
        r.library, library_fingerprint(lib.library()));
    return rep;
  }
  Game g(lib.library(), r.config);
  g.bind(host);
  g.advance();
  size_t next_concession = 0;
  // The concessions made before answer i; false (with rep filled) if one is refused.
  auto concede_before = [&](size_t i) {
    for (; next_concession < r.concessions.size() && r.concessions[next_concession].before == i; next_concession++) {
      try {
        g.concede(PlayerId(r.concessions[next_concession].player));
      } catch (const RuleError& e) {
        rep.mismatch = long(i);
        rep.message = fmt::format("P{}'s concession before answer {} is not possible here: {}",
                                  r.concessions[next_concession].player + 1, i, e.what());
        return false;
      }
      g.advance();
    }
    return true;
  };
  for (size_t i = 0; i < r.answers.size(); i++) {
    if (!concede_before(i)) return rep;
    if (g.over() || g.hash() != r.hashes[i]) {
      rep.mismatch = long(i);
      rep.message = g.over() ? "the game ended early" : "state hash differs before answer " + std::to_string(i);
      return rep;
    }
    on_step(g, r.answers[i]);
    try {
      g.answer(r.answers[i]);
    } catch (const ActionRejected&) {
      // Rolled back as when it was played (the ruleset's reject()): the
      // next answer is to the same decision.
    } catch (const RuleError& e) {
      rep.mismatch = long(i);
      rep.message = "answer " + std::to_string(i) + " is not legal here: " + e.what();
      return rep;
    }
    g.advance();
  }
  if (!concede_before(r.answers.size())) return rep;
  if (g.hash() != r.final_hash) {
    rep.mismatch = long(r.answers.size());
    rep.message = "the final state hash differs";
  }
  on_step(g, UINT32_MAX);
  return rep;
}

}  // namespace cardinal
