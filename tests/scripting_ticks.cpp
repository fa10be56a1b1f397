// Ticks (scripting/ticks.h): every loop's turn and every call of a script
// function is counted without a hook, and a text whose loops the tick's
// reader of the text could miss is refused, never run uncounted.
#include <catch2/catch.hpp>

#include <string>

#include "scripting/sandbox.h"
#include "scripting/ticks.h"

using namespace cardinal;

namespace {

// Compiles and runs `code` in the sandbox's base environment with a budget
// of `steps`: "ok", "budget", or the error's text. As a card's file
// (ChunkKind::Engine: called with the tick) or as load() compiles it.
std::string run_ticked(lua_State* L, const std::string& code, uint64_t steps = 100'000,
                       lua::ChunkKind kind = lua::ChunkKind::Engine) {
  int top = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
  int st = LUA_OK, args = 0;
  if (kind == lua::ChunkKind::Loaded) {
    st = lua::load_function(L, code, "=test", -1);
  } else {
    st = lua::load_text(L, code, "=test", kind);
    if (st == LUA_OK) {
      lua_pushvalue(L, -2);
      lua_setupvalue(L, -2, 1);  // _ENV
      lua::push_tick(L);
      args = 1;
    }
  }
  std::string out = "ok";
  if (st != LUA_OK) {
    out = lua::error_text(L, -1);
  } else {
    lua::arm_budget(L, steps);
    st = lua_pcall(L, args, 0, 0);
    if (st != LUA_OK) out = lua::signal_of(L, -1) == lua::Signal::Budget ? "budget" : lua::error_text(L, -1);
    lua::disarm_budget(L);
  }
  lua_settop(L, top);
  return out;
}

// The compiled `code`, compiled by Lua as it is (no ticks added), checked
// as load_text checks a text it added ticks to: what check_compiled says of its ticks.
std::string check_plain(lua_State* L, const std::string& code, lua::ChunkKind kind = lua::ChunkKind::Engine) {
  REQUIRE(luaL_loadbufferx(L, code.data(), code.size(), "=plain", "t") == LUA_OK);
  lua::CompiledCheck c = lua::check_compiled(L, -1, kind);
  lua_pop(L, 1);
  return c.tick_error;
}

}  // namespace

TEST_CASE("ticks are added after do and repeat, after a function's parameters and before goto", "[sandbox][ticks]") {
  lua::Ticked t = lua::add_ticks("while x do f() end\nrepeat g() until y\nlocal function h(a, b) end\n"
                                 "::top:: goto top");
  CHECK(t.reserved_line == 0);
  CHECK(t.code ==
        "local __tick <const> = ...; while x do __tick(); f() end\nrepeat __tick(); g() until y\n"
        "local function h(a, b) __tick(); end\n::top:: __tick(); goto top");
  // Not in strings, comments or long brackets; a method's and an anonymous
  // function's parameters too.
  t = lua::add_ticks("s = 'do' -- repeat\nt = [==[ goto ]] ]==] function o:m(...) end x = function() end");
  CHECK(t.code ==
        "local __tick <const> = ...; s = 'do' -- repeat\nt = [==[ goto ]] ]==] function o:m(...) __tick(); end "
        "x = function() __tick(); end");
}

TEST_CASE("a text that names the tick is refused at its line", "[sandbox][ticks]") {
  lua_State* L = lua::new_state({});
  CHECK(run_ticked(L, "local x = 1\nlocal __tick = print") ==
        "test:2: the name '__tick' is reserved for the sandbox's instruction count");
  CHECK(run_ticked(L, "local s = '__tick' -- __tick\nreturn s") == "ok");  // a string or a comment is no name
  lua::close_state(L);
}

// The places where a reader of the text could differ from Lua's own: each
// text hides an endless loop behind one of them. Every one must end with
// the budget, none run on.
TEST_CASE("every loop is counted, whatever comes before it in the text", "[sandbox][ticks][hostile]") {
  lua_State* L = lua::new_state({});
  const char* loops[] = {
      "-- a comment ended by a carriage return\rwhile true do end",
      "--[==[ ]] ]=] ]==] while true do end",
      "--[=x a short comment after all\nwhile true do end",
      "local s = \"a\\\"\" while true do end",
      "local s = 'a\\\\' while true do end",
      "local s = 'a\\z   \n   b' while true do end",
      "local s = 'a\\\r\nb' while true do end",
      "local s = [[ ]=] ]] while true do end",
      "local s = [=[ ]] ]=] while true do end",
      "local x = 0x1p4 + 1e+5 + .5 + 3. + 0xA.8P-1 while true do end",
      "local x = 1 .. 2 while true do end",
      "local t = {...} while true do end",
      "::top:: goto top",
      "repeat until false",
      "for i = 1, math.huge do end",
      "for k in function() return 1 end do end",
      "local function f() return f() end f()",  // tail calls: the stack never grows
      "local function f(...) return f(...) end f(1)",
      "local t = setmetatable({}, {__index = function(t, k) return t[k] end}) local x = t.x",
      "while true do local s = [[\n]] end",
      "local f = load('while true do end') f()",
      "local f = load('local function g() return g() end g()') f()",
  };
  for (const char* code : loops) {
    INFO(code);
    std::string out = run_ticked(L, code);
    CHECK((out == "budget" || out.find("calls nested more than") != std::string::npos ||
           out.find("C stack overflow") != std::string::npos));
  }
  lua::close_state(L);
}

TEST_CASE("a compiled chunk whose loop or function passes no tick is refused", "[sandbox][ticks][hostile]") {
  lua_State* L = lua::new_state({});
  const std::string decl = "local __tick <const> = ...; ";
  CHECK(check_plain(L, decl + "local x = 0 __tick() x = 1") == "");
  CHECK(check_plain(L, decl + "while true do __tick() end") == "");
  CHECK(check_plain(L, decl + "local function f() __tick() end") == "");
  CHECK_THAT(check_plain(L, decl + "\nwhile true do end"), Catch::StartsWith("2: a loop that passes no tick"));
  CHECK_THAT(check_plain(L, decl + "\n::a:: goto a"), Catch::StartsWith("2: a loop that passes no tick"));
  CHECK_THAT(check_plain(L, decl + "\n\nlocal function f() end"),
             Catch::StartsWith("3: a function that does not start with a tick"));
  // A tick that is skipped on some turn, or a copy of it, is none.
  CHECK_THAT(check_plain(L, decl + "while true do if x then __tick() end end"),
             Catch::Contains("a loop that passes no tick"));
  CHECK_THAT(check_plain(L, decl + "local t = __tick while true do t() end"),
             Catch::Contains("a loop that passes no tick"));
  CHECK_THAT(check_plain(L, "local a = 1 local __tick <const> = ... while true do __tick() end"),
             Catch::Contains("does not start with the tick's declaration"));
  lua::close_state(L);
}

TEST_CASE("a function that can run too long between two ticks is refused", "[sandbox][ticks]") {
  lua_State* L = lua::new_state({});
  auto body = [](int statements) {
    std::string s;
    for (int i = 0; i < statements; i++) s += "x = x + 1 ";  // a local: ADDI and MMBINI
    return s;
  };
  // A file's own body runs once at load (a hook times it there); a
  // function's, and a load()ed chunk's, are held to kMaxUnticked.
  CHECK(run_ticked(L, "local x = 0 " + body(300)) == "ok");
  CHECK(run_ticked(L, "local x = 0 local function f() " + body(100) + " end f()") == "ok");  // x an upvalue: 4 each
  CHECK_THAT(run_ticked(L, "local x = 0 local function f()\n" + body(300) + " end f()"),
             Catch::Contains("test:1: the function defined here can run") && Catch::Contains("(at most 512"));
  CHECK_THAT(run_ticked(L, "local x = 0 " + body(300), 100'000, lua::ChunkKind::Loaded),
             Catch::Contains("at most 512"));
  CHECK_THAT(run_ticked(L, "local f, err = load('local x = 0 " + body(300) + "') error(err)"),
             Catch::Contains("at most 512"));
  // A test file's functions are not: `cardinal test` times every call.
  const std::string scenario = "local x = 0 local function f() " + body(300) + " end";
  CHECK(lua::load_text(L, scenario, "=t", lua::ChunkKind::Test) == LUA_OK);
  CHECK(lua::load_text(L, scenario, "=t", lua::ChunkKind::Engine) == LUA_ERRSYNTAX);
  lua_pop(L, 2);
  lua::close_state(L);
}

TEST_CASE("a text with ticks keeps its messages and line numbers and its chunk's arguments", "[sandbox][ticks]") {
  lua_State* L = lua::new_state({});
  // Errors at run time name the line as written.
  CHECK(run_ticked(L, "local x = 1\nwhile false do end\nlocal function f() end\nerror('here')") == "test:4: here");
  // A syntax error reads as Lua's for the text as written.
  const std::string broken = "local x = 1\nwhile x do\nfunction f(a, b";
  REQUIRE(luaL_loadbufferx(L, broken.data(), broken.size(), "=test", "t") != LUA_OK);
  std::string lua_says = lua_tostring(L, -1);
  lua_pop(L, 1);
  CHECK(run_ticked(L, broken) == lua_says);
  // load() hands its chunk what it is called with, never the tick.
  CHECK(run_ticked(L, "local a, b, n = load('return ...')(1, 2) assert(a == 1 and b == 2 and n == nil)") == "ok");
  CHECK(run_ticked(L, "assert(select('#', load('return ...')()) == 0)") == "ok");
  CHECK_THAT(run_ticked(L, "local f, err = load('local __tick = 1') assert(not f) error(err)"),
             Catch::Contains("(load):1: the name '__tick' is reserved"));
  lua::close_state(L);
}

// The budget counts ticks: kTickSteps for each loop turn or call, so a loop
// of n turns spends n * kTickSteps, the same in every process.
TEST_CASE("the budget is spent by ticks, kTickSteps a turn", "[sandbox][ticks]") {
  lua_State* L = lua::new_state({});
  const uint64_t turns = 1000;
  CHECK(run_ticked(L, "for i = 1, 1000 do end", (turns + 2) * lua::kTickSteps) == "ok");
  CHECK(run_ticked(L, "for i = 1, 1000 do end", (turns - 2) * lua::kTickSteps) == "budget");
  CHECK(run_ticked(L, "local function f() end for i = 1, 500 do f() end", (turns + 2) * lua::kTickSteps) == "ok");
  CHECK(run_ticked(L, "local function f() end for i = 1, 500 do f() end", (turns - 2) * lua::kTickSteps) == "budget");
  lua::close_state(L);
}
