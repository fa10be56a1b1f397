// Ticks: how the sandbox counts a script's work without a count hook.
//
// With any count hook set, Lua 5.4 stops before every VM instruction
// (luaG_traceexec), whatever the count: 14-19% of every game's decision
// (BENCHMARKS.md, "The instruction budget's count hook"). So every script
// text is compiled with calls to a counting function, the tick, added to it:
//
//   - after every `do` and every `repeat`: every loop's body starts with one
//     (a `while` or `for` body starts with `do`);
//   - after every function's parameter list: every call of a Lua function
//     ticks, so recursion does;
//   - before every `goto`: a loop made of a label and a goto ticks.
//
// Each is added on its own line's end of the token, so every line number in
// every message stays. The tick is the chunk's argument, held in a `<const>`
// local declared at the start of line 1: no script can assign it, and no
// script may name it (a text that does is refused).
//
// The tokenizer here follows Lua's (llex.c), but the guarantee does not rest
// on it: the compiled chunk is read back (check_compiled, sandbox_bytecode.cpp)
// and refused unless every cycle of every function passes a tick, every
// function but the chunk's own body starts with one, and no run of
// instructions between two ticks is longer than kMaxUnticked. A text the
// tokenizer misreads is refused, never run uncounted.
#pragma once
#include <lua.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace cardinal::lua {

// The reserved name of the tick in every compiled text.
inline constexpr std::string_view kTickName = "__tick";

// The longest run of VM instructions a function may execute between two
// ticks (its longest path with no tick on it). A call's cost between two
// ticks is bounded by this, times the deepest stack the tick allows
// (kMaxDepth, sandbox.h), times the slowest single instruction, which
// Limits::block_bytes bounds.
inline constexpr size_t kMaxUnticked = 512;

struct Ticked {
  std::string code;       // the text with the ticks added
  int reserved_line = 0;  // > 0: the text names the tick here, and is refused
};
// The text with its ticks, and `local __tick <const> = ...;` before line 1.
Ticked add_ticks(std::string_view text);

enum class ChunkKind {
  // Run once by the engine, with the tick as its one argument (push_tick;
  // so a file's `...` is the tick, where it used to be nothing): a card's
  // script, a ruleset file, a library file. Its body runs once, timed by
  // the loader's watch hook, so only its functions are held to kMaxUnticked.
  Engine,
  // load() from a script: compiled as a function returning the script's
  // chunk, which safe_load calls with the tick; every function of it is
  // held to kMaxUnticked, its body too.
  Loaded,
  // A test file (`*.test.lua`), called as Engine is. It runs only under
  // `cardinal test`, whose host times every call with the watch hook
  // (SandboxState::watch_always), so no function of it is held to
  // kMaxUnticked: a scenario is one long function.
  Test,
};

// Compiles untrusted text, the one way every script text is compiled: a
// binary chunk is refused (Lua's own message), the ticks are added, a
// syntax error is reported as Lua reports it for the text as written, and
// the compiled chunk must declare no to-be-closed variable and pass the
// tick check (check_compiled).
// `chunkname` is as lua_load takes it ("@file" or "=name"). Returns the
// status with the function, or the message ("name:line: ..."), on the stack;
// `bytecode`, if given, receives the compiled chunk (lua_dump's bytes).
int load_text(lua_State* L, std::string_view text, const char* chunkname, ChunkKind kind,
              std::string* bytecode = nullptr);

// Compiles text as load() does (ChunkKind::Loaded) and pushes the script's
// chunk: a function to call with any arguments, whose environment is the
// table at `env`. Returns the status, with the message pushed on failure.
// The compiled chunk runs here (it only makes the script's chunk, unless the
// text closes it early: then its code runs with ticks like any other), so
// call it where a Lua error can unwind (load(), a protected call).
int load_function(lua_State* L, std::string_view text, const char* chunkname, int env);

// What load_text reads in a compiled chunk (Lua 5.4's dump format,
// scripting/sandbox_bytecode.cpp), in one pass: whether its ticks hold
// (every cycle of every function passes a tick, every function but the
// main one starts with one, no run longer than kMaxUnticked where that
// applies), and where it declares a to-be-closed variable.
struct CompiledCheck {
  std::string tick_error;  // "LINE: ..." ("" when the ticks hold)
  int close_line = 0;      // the first `local x <close>` (0: none)
};
// Throws std::runtime_error on a chunk it cannot read. `bytecode`, if
// given, receives the chunk as lua_dump writes it (not stripped).
CompiledCheck check_compiled(lua_State* L, int idx, ChunkKind kind, std::string* bytecode = nullptr);

}  // namespace cardinal::lua
