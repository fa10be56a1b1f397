// Runs many AI-vs-AI games, on several threads, and sums them up.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/ai.h"
#include "scripting/loader.h"

namespace cardinal {

struct SimOptions {
  int games = 100;
  uint64_t seed = 1;
  int threads = 1;
  AiKind ai[2] = {AiKind::Random, AiKind::Random};
  std::vector<std::vector<int64_t>> decks;  // one per player
  std::vector<std::pair<std::string, int64_t>> params;
  size_t max_decisions = 20000;  // a game still going after this many is "stuck"
  bool progress = false;         // print progress to stderr
  std::string record_dir;        // if set: write game-<i>.json replays there
};

struct GameRecord {
  uint64_t seed = 0;
  uint32_t turns = 0;
  size_t decisions = 0;
  uint8_t winners = 0;
  bool error = false, stuck = false;
  std::string reason;
};

struct SimReport {
  std::vector<GameRecord> games;
  double seconds = 0;
  int wins[8] = {};
  int draws = 0, errors = 0, stuck = 0;
  double avg_turns = 0, avg_decisions = 0;
};

// The seed of game i of a run, so any game can be replayed alone.
std::array<uint64_t, 4> game_seed(uint64_t run_seed, int index);
GameRecord play_one(const CardLibrary& lib, ScriptHost& host, const SimOptions& opt, int index);
SimReport simulate(const CardLibrary& lib, const SimOptions& opt);

}  // namespace cardinal
