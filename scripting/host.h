// A per-thread Lua state holding one library's ruleset and card scripts, and
// the bridge the engine calls through (the Scripts interface). Games do not
// own Lua states: any host built from the same CardLibrary serves any game.
#pragma once
#include <lua.hpp>

#include <functional>
#include <memory>
#include <unordered_map>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/scripts.h"
#include "scripting/sandbox.h"

namespace cardinal {

class HostBuilder;
// Converts a thrown engine exception into a Lua error (used by bindings).
[[noreturn]] void raise_signal(lua_State* L, lua::Signal s, const std::string& msg);
// The same with the message the string argument at idx (text_at's checks):
// raised from the binding itself, with nothing of the binding's to destroy.
[[noreturn]] void raise_signal_at(lua_State* L, lua::Signal s, int idx, const char* what);

class ScriptHost final : public Scripts {
 public:
  explicit ScriptHost(const lua::Limits& limits);
  ~ScriptHost() override;
  ScriptHost(const ScriptHost&) = delete;
  ScriptHost& operator=(const ScriptHost&) = delete;

  int64_t run(Game& g, FnId fn, const Args& args) override;
  bool test(Game& g, FnId fn, const Args& args) override;
  void actions(Game& g, FnId fn, PlayerId p, std::vector<Option>& out) override;
  // A task's procedure runs in a coroutine of its own: a question asked
  // straight from its Lua code (choose, choose_card, yes_no) yields it, and
  // the answer resumes it there, so k questions cost one run, not k + 1
  // replays. A question asked where Lua cannot yield (inside a C call such
  // as a replacement effect's, or a protected call) unwinds it as before.
  int64_t run_resumable(Game& g, FnId fn, const Args& args) override;
  bool resume(Game& g, uint64_t handle, uint32_t answer, int64_t& result) override;
  void charge(const Game& g, uint64_t units) override;
  // Whether a binding running on thread T may yield its procedure there.
  bool may_yield(lua_State* T) const { return T == running_co_ && lua_isyieldable(T); }
  // The most procedures parked at once: a ring, so games dropped or copied
  // while a question is pending leave at most this many coroutines behind;
  // beyond it the oldest is dropped (its game replays when answered). They
  // may also hold at most half the host's Lua memory between them: past
  // that, all are dropped and collected before another is parked.
  static constexpr size_t kParked = 256;

  // Runs body(L) with the registered function fn pushed, in one protected
  // call under the call budget, with no game served (a binding that reads
  // one says so): work on the library alone, such as judging a deck
  // (scripting/deck_judge.h). Throws ScriptError "<where>: <message>" on a
  // Lua error, a spent budget or memory, or when fn is not registered.
  void run_without_game(FnId fn, const std::string& where, const std::function<void(lua_State*)>& body);

  // ---- fixed once the library is loaded: read by bindings, the loader, tools ----
  lua_State* const L;
  const uint64_t call_budget;
  const uint64_t game_budget;  // per game: lua::Limits::game_instructions
  const Library* library() const { return lib_; }  // null until a library is loaded
  // Registry references: the ruleset's globals (LUA_NOREF until loaded), the
  // table ability index (1-based) -> spec table, a registered function.
  int ruleset_env() const { return ruleset_env_ref_; }
  int abilities_table() const { return abilities_ref_; }
  int fn_ref(FnId fn) const { return fn != kNoFn && fn < fns_.size() ? fns_[fn] : LUA_NOREF; }
  size_t fn_count() const { return fns_.size(); }
  // The id of the function at idx of thread T (a binding's own, which may
  // be a procedure's coroutine); kNoFn if not registered.
  FnId fn_id_of(lua_State* T, int idx);
  const std::string* card_label(const std::string& source) const;
  std::string budget_location(const std::string& fallback) const;
  // Where the running Lua code is: the innermost frame with a line
  // ("hostile/sets/h/31.lua:3: ", empty if none) and the innermost card's
  // label (null if no card's chunk is on the stack).
  struct Where {
    std::string at;
    const std::string* card = nullptr;
  };
  Where where(lua_State* L) const;

  // ---- the call being served: set by run, test, actions, resume ----
  Game& current_game();  // a Lua error if no game is being served
  // The harness's game between calls: what the bindings serve when a test's
  // own code calls them (scripting/testing.cpp); null for none.
  void serve(Game* g) { call_.game = g; }
  // The text of the last RuleError / ScriptError signal (raise_signal).
  const std::string& signal_message() const { return call_.signal_message; }
  // memo(): values of read-only functions, for one game (Game::cache_key)
  // at a time: root[context][fn][arg] = { value, parts read, their stamp }
  // (Game::ReadWatch). Made again for another game, or past kMemoEntries.
  struct MemoRoot {
    int ref = LUA_NOREF;
    uint64_t game = 0;
    size_t entries = 0;
  };
  static constexpr size_t kMemoEntries = 4096;
  MemoRoot& memo() { return memo_; }

  // ---- while a library is declared into the host: its builder, else null ----
  HostBuilder* builder() const { return builder_; }

 private:
  friend class HostBuilder;
  friend void raise_signal(lua_State* L, lua::Signal s, const std::string& msg);
  friend void raise_signal_at(lua_State* L, lua::Signal s, int idx, const char* what);
  struct Call {
    Game* game = nullptr;  // the game being served
    int depth = 0;         // nested calls from the engine
    std::string signal_message;
  };
  Call call_;
  const Library* lib_ = nullptr;
  HostBuilder* builder_ = nullptr;
  std::vector<int> fns_{0};          // FnId -> registry reference
  int fn_ids_ref_ = LUA_NOREF;       // table: function -> FnId
  int abilities_ref_ = LUA_NOREF;
  int ruleset_env_ref_ = LUA_NOREF;
  std::unordered_map<std::string, std::string> chunk_labels_;  // chunk name -> "card 9 (B-9 Glitch)"
  MemoRoot memo_;

  int call(Game& g, FnId fn, const Args& args, int nresults);
  void arm(const Game& g);
  void disarm(const Game& g);  // charges the game with what the call spent
  [[noreturn]] void fail(lua_State* T, int status, FnId fn);
  int64_t result_of(Game& g, lua_State* T, int idx, FnId fn);
  int64_t drive(Game& g, lua_State* co, int ref, FnId fn, int nargs);

  void drop_parked();
  struct Parked {
    uint64_t handle = 0;
    lua_State* co = nullptr;
    int ref = LUA_NOREF;  // keeps the coroutine alive
    FnId fn = kNoFn;
  };
  Parked parked_[kParked];
  uint64_t armed_ = 0;         // the budget the outermost call was given
  bool game_limited_ = false;  // ... the game's remaining budget, less than a call's
  lua_State* spare_co_ = nullptr;  // a finished coroutine, reused by the next task
  int spare_ref_ = LUA_NOREF;
  lua_State* running_co_ = nullptr;
};

// The load-time side of a host: what the loader (scripting/loader.cpp) and
// the declarations (scripting/decl.cpp) write while a library is declared
// into it. It exists only then, one at a time; bindings reach it through
// ScriptHost::builder() (ruleset{} loads rules libraries through it).
class HostBuilder {
 public:
  // building: the library written; null when a further host runs the
  // bytecode already built (then functions are only registered, in the same
  // order, and get the same ids).
  HostBuilder(ScriptHost& h, const Library& lib, Library* building);
  ~HostBuilder();
  HostBuilder(const HostBuilder&) = delete;
  HostBuilder& operator=(const HostBuilder&) = delete;

  ScriptHost& host;
  Library* const building;
  // Registers the function at idx; same order in every host gives same ids.
  FnId register_fn(int idx, const std::string& where);
  void set_ruleset_env(int idx);  // the table at idx holds the ruleset's globals
  void label_chunk(const std::string& chunk, std::string label);  // "card 9 (B-9 Glitch)"
  // Set while the ruleset's files run: runs the shared rules library `name`
  // (the cards root's lib/<name>/*.lua) into the ruleset's globals, once;
  // ruleset{libraries = {...}} calls it. Reports errors as Lua errors.
  std::function<void(lua_State*, const std::string&)> load_rules_library;
};

ScriptHost& host_of(lua_State* L);
void push_arg(lua_State* L, const Arg& a);

}  // namespace cardinal
