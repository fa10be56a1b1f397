// The engine's exceptions. Only RuleError and ScriptError carry messages out
// of the engine; Suspend and GameEnded are internal control flow.
#pragma once
#include <stdexcept>
#include <string>

namespace cardinal {

// An illegal answer or action: rejected, the state is left unchanged.
struct RuleError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The answer was legal, but the action it chose called reject() (possibly
// after asking questions): the whole action is rolled back and the same
// priority decision is pending again. A host asks again; it is no fault.
struct ActionRejected : RuleError {
  using RuleError::RuleError;
};

// A card or ruleset script failed (error, budget, memory). The game that hit
// it ends with status "error" naming the script; the process is unharmed.
struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A procedure needs an answer that has not been given yet.
struct Suspend {};

// The game ended in the middle of a procedure (a loss is immediate).
struct GameEnded {};

}  // namespace cardinal
