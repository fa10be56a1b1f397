// How the engine calls the ruleset's and cards' code. The core only sees this
// interface; scripting/ implements it with Lua. One implementation object per
// thread; games do not own one.
#pragma once
#include <vector>

#include "core/state.h"
#include "core/types.h"

namespace cardinal {

class Game;

class Scripts {
 public:
  virtual ~Scripts() = default;
  // Runs a procedure; its result (a number or boolean) as an integer, 0 for nil.
  // May throw Suspend (a question), GameEnded, RuleError or ScriptError.
  virtual int64_t run(Game& g, FnId fn, const Args& args) = 0;
  // Evaluates a read-only predicate (conditions, filters, "applies to").
  virtual bool test(Game& g, FnId fn, const Args& args) = 0;
  // Asks the ruleset for the actions a player may take with priority.
  virtual void actions(Game& g, FnId fn, PlayerId p, std::vector<Option>& out) = 0;

  // Runs a task's procedure so that a question it asks may suspend it in
  // place rather than unwind it: the implementation parks it, tells the game
  // its handle (Game::park) and returns (the value is not read: the game sees
  // the procedure parked), or throws Suspend. A rule error (reject()) it may
  // tell the game as a value (Game::refuse) and return, rather than throw.
  // Otherwise as run(). An
  // implementation that cannot park runs it as run() does: every answer then
  // replays the procedure from its start (always correct, only slower).
  virtual int64_t run_resumable(Game& g, FnId fn, const Args& args) { return run(g, fn, args); }
  // Goes on with the procedure parked under `handle`, its question answered
  // `answer` (the procedure's own numbering); its result in `result`, or it
  // parks again at its next question or is refused as run_resumable does,
  // or throws as run() does. False when the
  // implementation no longer holds it: the game replays the procedure instead.
  virtual bool resume(Game& g, uint64_t handle, uint32_t answer, int64_t& result) {
    (void)g, (void)handle, (void)answer, (void)result;
    return false;
  }
  // Charges `units` of the engine's own work (about one VM instruction's
  // time each) done for the game outside any script call to the game's
  // script budget; throws ScriptError once that budget is spent. Work a
  // script makes the engine do is otherwise unbounded when no script runs
  // in between (ordering thousands of triggers).
  virtual void charge(const Game& g, uint64_t units) { (void)g, (void)units; }
};

}  // namespace cardinal
