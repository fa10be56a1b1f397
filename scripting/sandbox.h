// A Lua state for untrusted card scripts: only base (minus file and bytecode
// loading), string (minus dump), table, math (minus random: scripts use the
// game's RNG) and utf8; a memory cap; an instruction budget per call.
#pragma once
#include <lua.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace cardinal::lua {

struct Limits {
  size_t memory_bytes = size_t(256) << 20;  // whole state
  uint64_t instructions = 20'000'000;       // per call from the engine
};

// Unique addresses used as error values that scripts' pcall must not swallow.
enum class Signal : uint8_t { None, Suspend, GameEnded, RuleError, ScriptError, Budget, Memory };
void push_signal(lua_State* L, Signal s);
Signal signal_of(lua_State* L, int idx);

struct SandboxState {
  size_t used = 0;
  size_t limit = 0;
  bool memory_hit = false;
  uint64_t budget = 0;   // instructions left in the current call
  bool budget_hit = false;
};

// Creates a state with the allocator and safe libraries; the base environment
// table (read-only) is left in the registry under "cardinal.base".
lua_State* new_state(const Limits& limits);
void close_state(lua_State* L);
SandboxState& sandbox(lua_State* L);

// Starts a call's instruction budget.
void arm_budget(lua_State* L, uint64_t instructions);

// Makes a read-only proxy of the table at idx (pushed on the stack).
void push_readonly(lua_State* L, int idx, const char* what);

// Converts the error value on top of the stack to text without running any
// metamethod (a hostile __tostring cannot error again here).
std::string error_text(lua_State* L, int idx);

}  // namespace cardinal::lua
