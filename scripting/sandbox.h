// A Lua state for untrusted card scripts: only base (minus file and bytecode
// loading), string (minus dump), table, math (minus random: scripts use the
// game's RNG) and utf8; a memory cap; an instruction budget per call.
#pragma once
#include <lua.hpp>

#include "core/state.h"

#include <cstddef>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cardinal::lua {

struct Limits {
  size_t memory_bytes = size_t(256) << 20;  // whole state
  uint64_t instructions = 20'000'000;       // steps per call from the engine (kTickSteps a tick)
  // Per game, every call summed (their steps and the engine's work for
  // them): what one game may spend in all. The most one game of the shipped
  // ones spent in 300 random games each was 4.4 million (hybrid, counted by
  // ticks; see `cardinal sim --format json`, max_script_budget): this is
  // about 450 times that, so only a runaway script reaches it (a check
  // costing 2 s ends its game in seconds, not minutes).
  uint64_t game_instructions = 2'000'000'000;
  // A time backstop per call from the engine, for work done inside C
  // functions that the instruction count cannot see: the thread's CPU time,
  // so a call starved by a busy machine is not stopped. Generous: a
  // legitimate call takes milliseconds.
  double seconds = 10.0;
  // The largest one block may be while a call from the engine runs: one
  // string, one table's part or one coroutine's stack. A VM instruction can
  // do work in proportion to a value (compare or convert a string, copy a
  // call's arguments): this bounds every instruction, and so what the time
  // backstop, read every kTicksPerCheck ticks, can be overshot by.
  size_t block_bytes = size_t(4) << 20;
};

// Unique addresses used as error values that scripts' pcall must not swallow.
enum class Signal : uint8_t { None, Suspend, GameEnded, RuleError, ScriptError, Budget, Memory };
void push_signal(lua_State* L, Signal s);
Signal signal_of(lua_State* L, int idx);

// Lua's small blocks (tables, strings, closures, upvalues: most of what a
// script allocates) come from free lists by size class, carved from 64 KiB
// chunks, instead of from malloc: an allocation or a free is a few
// instructions. Lua tells the size of every block it frees or resizes, so a
// block needs no header. The chunks are the state's until it closes; larger
// blocks go to malloc as before. Accounting (used, limit, budget) is by the
// sizes Lua asks for, as before.
class SmallBlocks {
 public:
  static constexpr size_t kGrain = 16, kMax = 256, kChunk = 64 * 1024;
  SmallBlocks() = default;
  SmallBlocks(const SmallBlocks&) = delete;
  SmallBlocks& operator=(const SmallBlocks&) = delete;
  ~SmallBlocks();
  static bool small(size_t n) { return n <= kMax; }
  void* get(size_t n) {
    size_t c = (n + kGrain - 1) / kGrain;
    if (Free* f = free_[c]) {
      free_[c] = f->next;
      return f;
    }
    return carve(c * kGrain);
  }
  void put(void* p, size_t n) {
    size_t c = (n + kGrain - 1) / kGrain;
    auto* f = static_cast<Free*>(p);
    f->next = free_[c];
    free_[c] = f;
  }
  static bool same_class(size_t a, size_t b) { return (a + kGrain - 1) / kGrain == (b + kGrain - 1) / kGrain; }

 private:
  struct Free { Free* next; };
  void* carve(size_t bytes);
  Free* free_[kMax / kGrain + 1] = {};
  char* at_ = nullptr;   // the unused rest of the newest chunk
  char* end_ = nullptr;
  std::vector<void*> chunks_;
};

// The budget counts steps: kTickSteps for every tick (scripting/ticks.h: a
// loop's turn or a call of a script function), and the work C functions
// and the engine charge. Every kTicksPerCheck ticks the engine's work is
// charged, the clock read and the stack's depth checked: no deeper than
// kMaxDepth calls (so the ends of at most that many functions run one after
// another without a tick).
inline constexpr uint64_t kTickSteps = 16;
inline constexpr uint32_t kTicksPerCheck = 16;
inline constexpr int kMaxDepth = 200;

struct SandboxState {
  SmallBlocks blocks;  // see SmallBlocks; first, so it is destroyed after everything else
  size_t used = 0;
  size_t limit = 0;
  bool memory_hit = false;
  size_t block_limit = 0;  // Limits::block_bytes, while armed
  bool block_hit = false;  // memory_hit because one block would pass it
  uint64_t budget = 0;   // steps left in the current call
  bool budget_hit = false;
  bool time_hit = false;  // budget_hit because the time backstop ran out
  bool alloc_hit = false;  // budget_hit because of memory copied (allocations are charged)
  bool armed = false;     // a call is running: allocations are charged to the budget
  std::atomic<bool> interrupt{false};  // set from another thread: the next look at the clock stops the call
  lua_State* L = nullptr;
  double seconds = 10.0;
  int64_t deadline_ns = 0;      // steady clock: when to look at the CPU time
  int64_t cpu_deadline_ns = 0;  // the thread's CPU clock (CLOCK_THREAD_CPUTIME_ID)
  int64_t last_look_ns = 0;     // steady clock when the clock was last looked at
  int64_t probe_cpu_ns = 0;     // after a stretch slow by the clock: thread CPU time at its end (else 0)
  uint32_t ticks_to_check = kTicksPerCheck;  // ticks until the next tick_check
  bool watch = false;           // the call is loading chunks: the watch hook times it
  bool watch_always = false;    // every call is timed by the watch hook (a host for test files: ChunkKind::Test)
  bool fine = false;            // this call is slow: the watch hook runs every instruction
  int fine_steps = 0;           // when fine: instructions to the next look at the profile
  // Where the budget ran out: Lua frames, innermost first ("source", line).
  std::vector<std::pair<std::string, int>> trace;
  // Work the engine does in C++ for the call (Game::work(): characteristics
  // computed, in units of about an instruction), charged with the
  // instructions; null outside a game's calls.
  const uint64_t* work = nullptr;
  uint64_t work_seen = 0;
  // If set: a sampling profile of Lua functions ("source:line" where each is
  // defined), one sample per 1000 VM instructions (a count hook while set).
  struct ProfileEntry { uint64_t self = 0, total = 0; };
  std::unordered_map<std::string, ProfileEntry>* profile = nullptr;
};

// What ran out when memory_hit: "memory limit of 256 MB exceeded", or the
// one-block limit ("one string, table or stack would pass 4 MiB ...").
std::string memory_message(const SandboxState& sb);

// Creates a state with the allocator and safe libraries; the base environment
// table (read-only) is left in the registry under "cardinal.base".
lua_State* new_state(const Limits& limits);
void close_state(lua_State* L);
// The state's SandboxState: the allocator's user data (new_state). Inline:
// every tick and most bindings ask for it.
inline SandboxState& sandbox(lua_State* L) {
  void* ud;
  lua_getallocf(L, &ud);
  return *static_cast<SandboxState*>(ud);
}

// Starts a call's budget (and its time backstop); disarm when the outermost
// call returns. `loading`: the call runs chunks' bodies, which ticks do not
// bound (scripting/ticks.h), so a hook times it.
void arm_budget(lua_State* L, uint64_t steps, bool loading = false);
void disarm_budget(lua_State* L);

// Pushes the tick, the argument every chunk load_text compiled is called
// with (scripting/ticks.h).
void push_tick(lua_State* L);

// From any thread: makes the call running in L (if any) stop at its next
// look at the clock as if its time had run out (the simulator's hang
// watchdog).
void interrupt(lua_State* L);

// Charges n steps of work done inside a C function to the budget; raises the
// Budget signal (recording where) when it is spent.
void charge(lua_State* L, uint64_t n);

// Records the Lua frames of the running call in sandbox(L).trace.
void record_trace(lua_State* L);

// The length of a list a script hands to C++ (#t, so __len and frozen tables
// work), refused beyond `max`: a table whose # is 2^50 must not make C++ loop
// or allocate that many elements. Reading it is work the instruction count
// does not see, so its length is charged to the running call's budget: a
// script handing the same long list over and over runs out of budget, not
// the host out of memory.
lua_Integer list_length(lua_State* L, int idx, lua_Integer max, const char* what);
constexpr lua_Integer kMaxList = 100000;
// Arguments a script stores with a chain link or a part (`checkpoint`), and
// an action's arguments: a few numbers in every game.
constexpr lua_Integer kMaxArgs = 256;

// A string a script hands to C++ to keep (a label, a prompt, a log line, a
// reason): refused beyond kMaxText bytes, and its copy charged to the budget
// (one step per 16 bytes; allocations inside Lua pay one per 64). `what`
// names it in the error ("log: a line of 1048576 bytes (at most 4096)").
constexpr size_t kMaxText = 4096;
std::string text_at(lua_State* L, int idx, const char* what);
// The labels of one decision's options, in all (cardinal::kMaxLabelBytes,
// core/state.h): past it the call is a script error naming `what`.
using cardinal::kMaxLabelBytes;
struct LabelTotal {
  const char* what;
  size_t bytes = 0;
  void add(lua_State* L, const std::string& label);
};
// Charges the copy of n bytes made in C (text_at's charge), or `steps` of
// copying work (list_length's); spending the budget so is reported as
// "copying too much memory".
void charge_copy(lua_State* L, size_t n);
void charge_copied(lua_State* L, uint64_t steps);

// Runs f(L) in a protected call with the top nargs values as its stack
// (index 1 up): a Lua error raised inside (by a metamethod of a script's
// table, the budget, the memory cap) comes back as the returned status with
// the error value on top, instead of aborting the process; a C++ exception
// f throws is rethrown after the call.
int protected_run(lua_State* L, int nargs, const std::function<void(lua_State*)>& f);

// Freezes the table at idx in place, and every table reachable from it: its
// contents move to a hidden table, reads go through, writes raise an error,
// pairs() and # still work (next() and rawget() see an empty table). A table
// with a metatable of its own keeps its behaviour (its metamethods, its
// __index behind its contents) under a new hidden metatable, so neither its
// fields nor its old metatable can be changed through it. Tables the engine
// protects already (frozen, read-only proxies, environments: a metatable
// with __metatable set and a C function as __newindex) are left as they are.
void freeze(lua_State* L, int idx);

// What the compiler knows of a function and the API does not say, read from
// its bytecode (Lua 5.4's dump format; lua::check_compiled, scripting/ticks.h,
// reads it too). Throws std::runtime_error on a chunk it cannot read.
//
// Where a function inside the one at idx assigns to an upvalue (`count =
// count + 1` on a chunk-level local: field false) or writes into a table held
// in one (`seen[k] = true`: field true). Writes at the chunk's own level are
// its initialisation and are not listed.
struct UpvalueWrite {
  int line;
  std::string name;
  bool field;
};
std::vector<UpvalueWrite> upvalue_writes(lua_State* L, int idx);


// The standard functions that loop inside C, replaced by versions that
// charge the budget: string.find/match/gmatch/gsub (a re-implementation of
// Lua 5.4's pattern matcher with a step count), string.rep, table.insert,
// table.remove, table.move. Installs them into the tables at the given
// indices (the real string and table libraries).
void install_budgeted_string(lua_State* L, int string_table);
void install_budgeted_table(lua_State* L, int table_table);
void install_budgeted_utf8(lua_State* L, int utf8_table);  // utf8.len and utf8.offset
void install_budgeted_base(lua_State* L, int base_table);  // select
void install_budgeted_math(lua_State* L, int math_table);  // math.max and math.min
// (install_budgeted_string also wraps string.format so that it shows no
// address, install_budgeted_table table.sort so that every comparison is
// charged, and table.concat.)

// The standard functions a script can reach that charge nothing themselves,
// each with why its work is bounded all the same: constant, or a pass over
// one value, which Limits::block_bytes bounds. (The others are the
// sandbox's own versions, which charge.) tests/hostile_scripts.cpp fails on
// a reachable standard function that is neither.
struct Uncharged {
  const char* name;   // "string.upper"
  const char* bound;  // why it cannot run long
};
const std::vector<Uncharged>& uncharged_functions();

// tostring without addresses: a table's or function's text is its type name
// (its __tostring if it has one); addresses differ between processes, and a
// card deciding by one would play differently in a replay. push_text_of
// pushes the value's text and returns it.
const char* push_text_of(lua_State* L, int idx);
int safe_tostring(lua_State* L);

// The sandbox's pairs(): every key in a fixed order (numbers ascending, then
// strings bytewise, then false and true), where Lua's own order differs from
// one process to the next (scripting/ordered_pairs.cpp).
int ordered_pairs(lua_State* L);
int ordered_next_key(lua_State* L);  // the sandbox's next(t, k), in the same order

// Makes a read-only proxy of the table at idx (pushed on the stack).
void push_readonly(lua_State* L, int idx, const char* what);

// Converts the error value on top of the stack to text without running any
// metamethod (a hostile __tostring cannot error again here).
std::string error_text(lua_State* L, int idx);

// For Lua's "attempt to call a nil value (global 'draw_card')": ` (did you
// mean "draw_cards"?)` when a name the table at `env` reaches (its keys, then
// its metatables' __index tables') is close to the missing global; else "".
std::string global_hint(lua_State* L, int env, const std::string& message);

}  // namespace cardinal::lua
