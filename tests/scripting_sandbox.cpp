// The sandbox card scripts run in: no way out, bounded memory and time, and
// errors that cannot be swallowed or weaponised.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <thread>

#include "scripting/sandbox.h"
#include "scripting/ticks.h"
#include "tests/support.h"

using namespace cardinal;

namespace {
// Runs code in the sandbox's base environment; returns "ok" or the error text.
std::string run(ScriptHost& h, const std::string& code) {
  lua_State* L = h.L;
  int top = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  if (lua::load_function(L, code, "=test", -1) != LUA_OK) {
    std::string e = lua::error_text(L, -1);
    lua_settop(L, top);
    return e;
  }
  lua::arm_budget(L, 5'000'000);
  int st = lua_pcall(L, 0, 0, 0);
  std::string out = "ok";
  if (st != LUA_OK) {
    lua::Signal s = lua::signal_of(L, -1);
    out = s == lua::Signal::Budget ? "budget" : st == LUA_ERRMEM ? "memory" : lua::error_text(L, -1);
  }
  lua_settop(L, top);
  return out;
}
}  // namespace

TEST_CASE("only safe libraries are reachable", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  for (const char* name : {"os", "io", "require", "package", "dofile", "loadfile", "debug", "collectgarbage",
                           "rawset", "coroutine"}) {
    INFO(name);
    REQUIRE(run(*h, std::string("assert(") + name + " == nil)") == "ok");
  }
  REQUIRE(run(*h, "assert(string.dump == nil and math.random == nil and math.randomseed == nil)") == "ok");
  REQUIRE(run(*h, "os.execute('true')").find("nil") != std::string::npos);
  REQUIRE(run(*h, "assert(string.format('%d', 3) == '3' and table.concat({1,2}) == '12' and utf8.char(65) == 'A')") == "ok");
}

TEST_CASE("load takes text only, in an environment of its own", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  REQUIRE(run(*h, "local f, e = load('\\27Lua...'); assert(f == nil and e:find('binary'))") == "ok");
  REQUIRE(run(*h, "local f = load('return 1 + 1'); assert(f() == 2)") == "ok");
  REQUIRE(run(*h, "local f = load('x_leak = 1'); f(); assert(x_leak == nil)") == "ok");  // no leak out
}

TEST_CASE("shared library tables cannot be changed", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  REQUIRE(run(*h, "string.upper = nil").find("read-only") != std::string::npos);
  REQUIRE(run(*h, "math.pi = 3").find("read-only") != std::string::npos);
  REQUIRE(run(*h, "assert(getmetatable('') == false)") == "ok");
  REQUIRE(run(*h, "assert(string.upper('a') == 'A')") == "ok");
}

TEST_CASE("an endless loop is stopped by the instruction budget, even inside pcall", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  REQUIRE(run(*h, "while true do end") == "budget");
  REQUIRE(run(*h, "pcall(function() while true do end end) error('swallowed')") == "budget");
  // An endless recursion: stopped at kMaxDepth calls (the ends of that many
  // functions may run one after another with no tick between).
  REQUIRE_THAT(run(*h, "local function f() return f() + 1 end f()"),
               Catch::Contains("test:1: calls nested more than 200 deep"));
  const std::string count_down = "local function f(n) if n > 0 then return f(n - 1) + 1 end return 0 end ";
  REQUIRE(run(*h, count_down + "assert(f(150) == 150)") == "ok");
  REQUIRE_THAT(run(*h, count_down + "f(10000)"), Catch::Contains("calls nested more than 200 deep"));
  REQUIRE(run(*h, "return 1") == "ok");  // the host still works
}

TEST_CASE("a memory bomb hits the memory cap, and the host survives", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  REQUIRE(run(*h, "local s = string.rep('x', 1 << 30)") == "memory");
  REQUIRE(run(*h, "local ok = pcall(string.rep, 'x', 1 << 30) error('swallowed')") == "memory");
  REQUIRE(run(*h, "local t = {} for i = 1, 10 do t[i] = i end") == "ok");
}

TEST_CASE("an error object whose __tostring errors is reported without running it", "[sandbox]") {
  auto lib = test::library("mini");
  auto h = lib->new_host();
  std::string e = run(*h, "error(setmetatable({}, {__tostring = function() error('again') end}))");
  REQUIRE(e == "error object of type table");
}

TEST_CASE("a row without a script, or a script without a row, fails to load naming both", "[loader]") {
  REQUIRE_THROWS_WITH(CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", "broken-missing-script", "", {}}),
                      Catch::Contains("card 2 (X-2 \"Orphan Row\") has no script") &&
                          Catch::Contains("99.lua: script has no card row with id 99"));
}

TEST_CASE("a card script that uses an undeclared event fails to load naming the card", "[loader]") {
  REQUIRE_THROWS_WITH(CardLibrary::load({std::string(CARDINAL_TESTS_DIR) + "/games", "broken-bad-event", "", {}}),
                      Catch::Contains("card 1") && Catch::Contains("\"on_lunch\" is not an event this ruleset declares") &&
                          Catch::Contains("it declares: played, turn_start, rang (and \"move\", \"control_changed\")"));
}

// The soak found this: a nice-19 soak beside a build had a legitimate call
// stopped by the wall-clock backstop ("time limit of 10s exceeded") after
// sitting unscheduled. The backstop now counts the thread's CPU time.
TEST_CASE("the time backstop counts the thread's CPU time, not the wall clock", "[sandbox][hostile]") {
  lua::Limits limits;
  limits.instructions = uint64_t(1) << 62;  // only the backstop can stop these
  limits.seconds = 0.2;
  lua_State* L = lua::new_state(limits);
  auto run = [&](const char* code) {
    lua_newtable(L);  // the chunk's environment: just nap()
    lua_pushcfunction(L, [](lua_State*) {  // waits without using the CPU, as a starved thread does
      std::this_thread::sleep_for(std::chrono::milliseconds(60));
      return 0;
    });
    lua_setfield(L, -2, "nap");
    if (lua::load_function(L, code, "=test", -1) != LUA_OK) return std::string(lua_tostring(L, -1));
    lua::arm_budget(L, limits.instructions);
    int st = lua_pcall(L, 0, 0, 0);
    lua::disarm_budget(L);
    std::string out = st == LUA_OK ? "ok" : lua::sandbox(L).time_hit ? "time" : lua::error_text(L, -1);
    lua_settop(L, 0);
    return out;
  };
  // 0.6 s of waiting, then a million loop steps (the hook ticks thousands
  // of times after the wall clock passed 0.2 s): not stopped.
  CHECK(run("for i = 1, 10 do nap() end for i = 1, 1000000 do end") == "ok");
  // An endless loop uses the CPU: stopped.
  CHECK(run("while true do end") == "time");
  lua::close_state(L);
}

namespace {
// Runs `code` with the sandbox's base environment and the given budget; the
// Lua status (the error, if any, left on the stack), or -1 if it does not compile.
int run_in_base(lua_State* L, const std::string& code, uint64_t budget) {
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  if (lua::load_function(L, code, "=test", -1) != LUA_OK) return -1;
  lua::arm_budget(L, budget);
  int st = lua_pcall(L, 0, 0, 0);
  lua::disarm_budget(L);
  return st;
}
}  // namespace

// Work inside one instruction that the count cannot see: converting or
// comparing a long string, copying a call's many arguments. Before, such a
// loop ran until the hook's next tick, 1000 instructions later (250
// conversions of a 100 MB string: 7.4 s past the backstop). Now one value is
// at most 4 MiB; the clock is read every kTicksPerCheck ticks (every 16
// turns of a loop); and a call whose stretch of 16 ticks took more than 2 ms
// of CPU is timed by a hook after every instruction (docs/architecture.md).
TEST_CASE("instructions on big values: one value is at most 4 MiB, and a slow call is timed at every instruction",
          "[sandbox][hostile]") {
  lua::Limits limits;
  limits.instructions = uint64_t(1) << 62;  // only the backstop can stop these
  limits.seconds = 0.3;
  lua_State* L = lua::new_state(limits);
  auto run = [&](const std::string& code) {
    int st = run_in_base(L, code, limits.instructions);
    if (st < 0) return std::string(lua_tostring(L, -1));
    lua::SandboxState& sb = lua::sandbox(L);
    std::string out = st == LUA_OK ? "ok" : sb.time_hit ? "time" : sb.block_hit ? "block" : lua::error_text(L, -1);
    if (sb.fine) out += ", timed at every instruction";
    sb.memory_hit = sb.block_hit = false;
    lua_settop(L, 0);
    return out;
  };
  CHECK_THAT(run("local s = string.rep('x', 4 * 1024 * 1024 + 1)"), Catch::StartsWith("block"));
  CHECK_THAT(run("local t = {} for i = 1, 1e6 do t[i] = i end"), Catch::StartsWith("block"));  // the array part
  // Loops of conversions or comparisons of a 400 KB string, or of copies of
  // 30,000 arguments: each turn ticks, so the backstop stops them.
  CHECK_THAT(run("local s = string.rep(' ', 400000) .. '1' while true do local n = tonumber(s) end"),
             Catch::StartsWith("time"));
  CHECK_THAT(run("local a, b = string.rep('x', 400000) .. 'a', string.rep('x', 400000) .. 'b' "
                 "while true do local c = a < b end"),
             Catch::StartsWith("time"));
  CHECK_THAT(run("local t = {} for i = 1, 30000 do t[i] = i end local function g(...) end "
                 "local function f(...) while true do g(...) end end f(table.unpack(t))"),
             Catch::StartsWith("time"));
  // The next call starts at ticks again.
  CHECK(run("for i = 1, 1000 do end") == "ok");
  lua::close_state(L);
  // 20 comparisons of 1 MB strings with no tick between (a loop's turn):
  // 16 turns take more than 2 ms, and the call is then timed at every
  // instruction. A backstop of 1 s: 16 turns take 0.1 s under ASan, and two
  // slow stretches are needed (one by the clock, then one by CPU time).
  limits.seconds = 1.0;
  L = lua::new_state(limits);
  std::string heavy = "local a, b = string.rep('x', 1000000) .. 'a', string.rep('x', 1000000) .. 'b' local c "
                      "while true do ";
  for (int i = 0; i < 20; i++) heavy += "c = a < b ";
  CHECK(run(heavy + "end") == "time, timed at every instruction");
  CHECK(run("for i = 1, 1000 do end") == "ok");
  lua::close_state(L);
}

// Functions that take or give one value per element are charged per value:
// a loop of them is stopped by the instruction budget, long before the time
// backstop.
TEST_CASE("table.unpack, string.byte/char, utf8.char/codepoint and select charge one step per value", "[sandbox]") {
  lua::Limits limits;
  limits.seconds = 60;
  lua_State* L = lua::new_state(limits);
  auto run = [&](const std::string& code) {
    int st = run_in_base(L, code, 2'000'000);
    if (st < 0) return std::string(lua_tostring(L, -1));
    lua::SandboxState& sb = lua::sandbox(L);
    std::string out = st == LUA_OK ? "ok" : sb.time_hit ? "time" : sb.budget_hit ? "budget" : lua::error_text(L, -1);
    lua_settop(L, 0);
    return out;
  };
  const std::string setup = "local t = {} for i = 1, 20000 do t[i] = 65 end local s = string.rep('a', 20000) ";
  // The ones that take many values get them from a vararg function, whose
  // copying of them is not charged: only their own charge can stop the loop.
  for (const char* loop : {"local a = table.unpack(t)", "local a = s:byte(1, -1)", "local a = string.char(...)",
                           "local a = utf8.char(...)", "local a = utf8.codepoint(s, 1, -1)", "local a = select('#', ...)"}) {
    INFO(loop);
    auto code = [&](int n) {
      return setup + "local function f(...) for _ = 1, " + std::to_string(n) + " do " + loop + " end end f(table.unpack(t))";
    };
    CHECK(run(code(200)) == "budget");
    CHECK(run(code(2)) == "ok");
  }
  lua::close_state(L);
}

// Lua seeds its string hashes per state, so Lua's own pairs() order differs
// from one state (and process) to the next; the sandbox's pairs and next do
// not, or a rule could play differently when its game is replayed elsewhere.
TEST_CASE("pairs and next visit keys in one fixed order in every state", "[sandbox]") {
  auto lib = test::library("mini");
  const std::string order =
      "local t = { fire = 1, ice = 1, wind = 1, earth = 1, lightning = 1, water = 1, light = 1, dark = 1,"
      "  [3] = 1, [1.5] = 1, [true] = 1, [false] = 1, [-2] = 1, [''] = 1, ab = 1, a = 1 }\n"
      "local s = ''\n"
      "for k, v in pairs(t) do assert(v == 1); s = s .. tostring(k) .. ' ' end\n"
      "error(s, 0)";
  const std::string expected = "-2 1.5 3  a ab dark earth fire ice light lightning water wind false true ";
  for (int i = 0; i < 6; i++) {  // six states, six string hash seeds
    auto h = lib->new_host();
    REQUIRE(run(*h, order) == expected);
  }
  auto h = lib->new_host();
  // More keys than the scan takes (16): the sorted copy, the same order.
  CHECK(run(*h, "local t = {} for i = 1, 40 do t['k' .. i] = i end\n"
                "local prev = '' local n = 0\n"
                "for k, v in pairs(t) do assert(k > prev and t[k] == v); prev = k; n = n + 1 end\n"
                "assert(n == 40)") == "ok");
  // next follows it; a key removed during the loop is not an error.
  CHECK(run(*h, "assert(next({ b = 1, a = 2, c = 3 }) == 'a'); assert(next({}) == nil)\n"
                "assert(select(1, next({ b = 1, a = 2 }, 'a')) == 'b')\n"
                "local t = { x = 1, y = 2, z = 3 } for k in pairs(t) do t[k] = nil end assert(next(t) == nil)") == "ok");
  // Frozen library tables too (their __pairs).
  CHECK(run(*h, "local prev = '' for k in pairs(string) do assert(k > prev); prev = k end") == "ok");
  // A key with no order is refused, not visited in a per-process order.
  CHECK_THAT(run(*h, "for k in pairs({ [{}] = 1 }) do end"),
             Catch::Contains("pairs: a table with table keys has no fixed order"));
  // The scans are charged to the budget.
  CHECK(run(*h, "local t = {} for i = 1, 3000 do t['k' .. i] = i end while true do for k in pairs(t) do end end") ==
        "budget");
  CHECK(run(*h, "local t = {} for i = 1, 16 do t[i * 2] = i end while true do local k = next(t) end") == "budget");
}
