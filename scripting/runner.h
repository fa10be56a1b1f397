// Runs many AI-vs-AI games, on several threads, and sums them up.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/ai.h"
#include "scripting/loader.h"
#include "scripting/sandbox.h"

namespace cardinal {

// More worker threads than this are refused by the CLI and clamped by
// simulate(): each holds a Lua state, and thousands only contend.
constexpr int kMaxSimThreads = 256;
// Game indexes are ints: first + games stays below INT_MAX.
constexpr int kMaxSimGames = 1'000'000'000;

struct SimOptions {
  int games = 100;
  int first = 0;  // the index of the first game: games first..first+games-1 (to replay a reported one alone)
  uint64_t seed = 1;
  int threads = 1;
  std::vector<AiSpec> ai;                   // one per seat; a seat without one plays at random
  std::vector<std::vector<int64_t>> decks;  // one per player: their number is the number of players
  std::vector<std::pair<std::string, int64_t>> params;
  size_t max_decisions = 20000;  // a game still going after this many is "stuck"
  bool progress = false;         // print progress to stderr
  std::string record_dir;        // if set: write game-<i>.json replays there
  // A game that has run this long (CPU time of its worker thread, so a
  // paused or starved process is not hung) without finishing is a hang:
  // it is reported with its seed, its script (if one is running) is
  // interrupted, and if it still does not finish within as long again the
  // engine itself is stuck: on_stuck_engine runs (the CLI prints the report
  // and exits). 0: no watchdog.
  double hang_seconds = 60;
  std::function<void(const std::string& report)> on_stuck_engine;
  bool lua_profile = false;      // sample where Lua time goes (SimReport::lua_profile)
};

struct GameRecord {
  uint64_t seed = 0;
  uint32_t turns = 0;
  size_t decisions = 0;
  uint8_t winners = 0;
  uint8_t lost = 0;  // the players out of the game at its end, having lost (bit mask)
  uint64_t script_spent = 0;  // the game's script budget spent (Game::script_spent)
  uint64_t hash = 0;          // the final state's hash (Game::hash): the same game gives the same
  bool error = false, stuck = false, hung = false;
  std::string reason;
};

struct SimReport {
  std::vector<GameRecord> games;
  double seconds = 0;
  int wins[8] = {};    // per seat
  int losses[8] = {};  // per seat: games it ended out of, having lost (an elimination when more play)
  int draws = 0, errors = 0, stuck = 0, hangs = 0;
  double avg_turns = 0, avg_decisions = 0;
  uint64_t max_script_spent = 0;  // the most script budget one game spent (lua::Limits::game_instructions)
  // With SimOptions::lua_profile: samples per Lua function ("source:line"),
  // {self, total}, all threads summed, most total first.
  std::vector<std::pair<std::string, lua::SandboxState::ProfileEntry>> lua_profile;
};

// The seed of game i of a run, so any game can be replayed alone.
std::array<uint64_t, 4> game_seed(uint64_t run_seed, int index);
GameRecord play_one(const CardLibrary& lib, ScriptHost& host, const SimOptions& opt, int index);
// Throws (RuleError, std::invalid_argument) before playing anything when the
// run cannot start: an unknown card in a deck, too many cards, bad counts.
SimReport simulate(const CardLibrary& lib, const SimOptions& opt);
// Answers g's decision. If the answer took an action that the ruleset
// rejected (reject(), also after asking questions), the machine has rolled
// it back and the same decision is pending again: returns why, so the caller
// can choose again. Any other refusal throws as Game::answer does.
std::optional<std::string> answer_unless_rejected(Game& g, uint32_t option);
// "game 12 (seed 0x...): ..." for a report line.
std::string describe_game(const GameRecord& r, int index);

}  // namespace cardinal
