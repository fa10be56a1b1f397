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
};

}  // namespace cardinal
