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
  bool progress = false;         // print a progress bar (progress_line) to stderr
  std::string progress_label;    // put before the bar ("pairing 2/6"); empty: none
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
  // Record each game's card events (GameRecord::cards) for a balance report.
  // Off, a game records nothing per card: long runs stay as cheap as ever.
  bool card_events = false;
};

// A card's event in one game, read from the game as it is played (never a
// change to it): a balance report's per-card figures are sums of these.
struct CardEvent {
  enum Kind : uint8_t {
    // The card was seen in a zone only one player sees (a hand) at a decision
    // of the game, having been moved there (not made there, as a ruleset's
    // token supply is): it reached that player (drawn, dealt, in the opening
    // hand, returned to the hand).
    Drawn,
    // The player named the card (an option's object: an action's, or the
    // answer to a question inside an action, a resolving link or a trigger)
    // while it was in such a zone of theirs, and it left that zone before
    // that task was over: played, paid as a cost, given as a response.
    Played,
  };
  uint32_t card = 0;  // CardDef index in the library
  uint8_t player = 0;
  Kind kind = Drawn;
  uint32_t turn = 0;  // the game's turn number then
  // The zone kind it was seen in (Drawn) or played from (Played): a report
  // counts as drawn only what reached a kind of zone cards are played from
  // (a hand, not a supply of tokens or an extra deck nothing is played from).
  uint16_t zone = 0;
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
  // The player whose turn the game's first turn was (the active player at
  // the first decision with a turn number of 1 or more); -1: the game never
  // reached one, so who went first is unknown.
  int8_t first = -1;
  std::string reason;
  std::vector<CardEvent> cards;  // with SimOptions::card_events; else empty
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
// One line of progress: a bar, the games done of total, the rate (games/s)
// and the time left at that rate, in `width` columns at most:
// "[#########-----------]  450/1000 games  37.5 games/s  ETA 0:15".
// Before any game is done, or with no time elapsed, rate and ETA read "--".
std::string progress_line(int done, int total, double seconds, int width = 79);
// "0:07", "12:34", "1:02:03": seconds (rounded up) as a clock.
std::string clock_text(double seconds);
// "game 12 (seed 0x...): ..." for a report line.
std::string describe_game(const GameRecord& r, int index);

}  // namespace cardinal
