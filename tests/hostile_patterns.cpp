// The budgeted string and table functions of the sandbox (scripting/
// sandbox_lib.cpp) behave like Lua 5.4's own for normal use: the same
// results and the same error messages, compared call by call with a plain
// Lua state; and a pattern that backtracks exponentially is stopped.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "scripting/sandbox.h"
#include "scripting/ticks.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

// Serialises every result of `return EXPR`, or the error.
const char* kWrap = R"(
local f, err = load("return " .. SRC, "=expr")
if not f then return "compile: " .. err end
local r = table.pack(pcall(f))
local out = {}
for i = 1, r.n do out[i] = type(r[i]) .. ":" .. tostring(r[i]) end
return table.concat(out, ",")
)";

std::string eval(lua_State* L, const std::string& src, bool sandboxed) {
  int top = lua_gettop(L);
  if (sandboxed) {
    // The wrapper runs in an environment reading the sandbox's base, with
    // SRC, compiled as the sandbox compiles every script.
    lua_newtable(L);
    lua_newtable(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cardinal.base");
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_pushstring(L, src.c_str());
    lua_setfield(L, -2, "SRC");
    if (lua::load_function(L, kWrap, "=wrapper", -1) != LUA_OK) return "wrapper: " + std::string(lua_tostring(L, -1));
    lua_remove(L, -2);
    lua::arm_budget(L, 50'000'000);
  } else {
    if (luaL_loadstring(L, kWrap) != LUA_OK) return "wrapper: " + std::string(lua_tostring(L, -1));
    lua_pushstring(L, src.c_str());
    lua_setglobal(L, "SRC");
  }
  std::string out;
  if (lua_pcall(L, 0, 1, 0) != LUA_OK) out = "outer: " + lua::error_text(L, -1);
  else out = lua_tostring(L, -1);
  if (sandboxed) lua::disarm_budget(L);
  lua_settop(L, top);
  // Error positions name the chunk, which is the same text in both.
  return out;
}

struct Both {
  lua_State* plain;
  std::unique_ptr<ScriptHost> host;
  Both() : plain(luaL_newstate()), host(test::library("mini")->new_host()) { luaL_openlibs(plain); }
  ~Both() { lua_close(plain); }
  void same(const std::string& src) {
    std::string a = eval(plain, src, false), b = eval(host->L, src, true);
    INFO(src);
    REQUIRE(b == a);
  }
};

}  // namespace

TEST_CASE("string.find/match/gmatch/gsub give Lua's results and errors", "[hostile][patterns]") {
  Both t;
  const char* cases[] = {
      // find: plain, init, anchors, captures, position captures
      "string.find('hello world', 'o w')", "string.find('hello world', 'o', 6)", "string.find('hello', 'l', -2)",
      "string.find('hello', 'xyz')", "string.find('a.b', '.', 1, true)", "string.find('a+b', '+', 1, true)",
      "string.find('', '')", "string.find('abc', '', 10)", "string.find('abc', '', 4)", "string.find('abc', '', -10)",
      "string.find('hello', '^h')", "string.find('hello', '^e')", "string.find('hello', 'o$')",
      "string.find('he$llo', '$l')", "string.find('key = value', '(%w+)%s*=%s*(%w+)')",
      "string.find('abc', '()b()')", "string.find('a\\0b', '\\0')", "string.find('a\\0b', '%z')",
      // classes and sets
      "string.match('  x1_Y2 ', '%s*(%w+)')", "string.match('abc123', '%a+')", "string.match('abc123', '%d+')",
      "string.match('A-Z', '[%u-]+')", "string.match('0x1F', '0x(%x+)')", "string.match('a,b;c', '[^,;]+$')",
      "string.match('tab\\there', '%c')", "string.match('a]b', '[]]')", "string.match('a-b', '[a%-]+')",
      "string.match('hello', '[^%a]')", "string.match('Hello World', '%u%l+')", "string.match('a.b', '%p')",
      "string.match('x', '[a-]')", "string.match('-', '[a-]')", "string.match('b', '[a-c]')", "string.match('~', '%G')",
      "string.match('\\200\\201', '[\\200-\\255]+')", "string.match('abc', '.-b')", "string.match('abc', 'a.?c')",
      // repetition
      "string.match('aaa', 'a-')", "string.match('aaa', 'a-$')", "string.match('aaab', 'a*b')",
      "string.match('b', 'a+b')", "string.match('ab', 'a?b')", "string.match('b', 'a?b')",
      "string.match('<<a>>', '<(.-)>')", "string.match('<<a>>', '<(.*)>')",
      // %b, %f, back-references
      "string.match('f(a(b)c)d', '%b()')", "string.match('x[[y]]', '%b[]')", "string.match('((', '%b()')",
      "string.match('THE (quick) fox', '%f[%a]%a+')", "string.gsub('THE (quick) fox', '%f[%a]%a+', 'W')",
      "string.match('hello \"quoted\" text', '([\"\\'])(.-)%1')", "string.match('abab', '(ab)%1')",
      "string.match('aXa', '(a)X%1')", "string.match('x', '()')", "string.match('hello', '(h)(e)(l)(l)(o)')",
      // gmatch
      "(function() local r = {} for w in string.gmatch('one two  three', '%a+') do r[#r+1] = w end return table.concat(r, '|') end)()",
      "(function() local r = {} for k, v in string.gmatch('a=1, b=2', '(%w+)=(%w+)') do r[#r+1] = k .. v end return table.concat(r, '|') end)()",
      "(function() local r = {} for p in string.gmatch('abc', '()') do r[#r+1] = p end return table.concat(r, '|') end)()",
      "(function() local r = {} for w in string.gmatch('abc', '') do r[#r+1] = '[' .. w .. ']' end return table.concat(r) end)()",
      "(function() local r = {} for w in string.gmatch('hello world', '%a+', 3) do r[#r+1] = w end return table.concat(r, '|') end)()",
      "(function() local r = {} for w in string.gmatch('hello', '%a+', 10) do r[#r+1] = w end return #r end)()",
      "(function() local r = {} for w in string.gmatch('^a^a', '^a') do r[#r+1] = w end return #r end)()",
      // gsub: string, table, function replacements, limits, anchors
      "string.gsub('hello world', 'o', '0')", "string.gsub('hello world', 'o', '0', 1)",
      "string.gsub('hello', '', '-')", "string.gsub('abc', '%w', '%0%0')", "string.gsub('abc', '(%w)', '%1.')",
      "string.gsub('hello world', '(%w+) (%w+)', '%2 %1')", "string.gsub('x', 'x', '%%')",
      "string.gsub('$name is $age', '%$(%w+)', {name = 'Ann', age = 7})",
      "string.gsub('$name $none', '%$(%w+)', {name = 'Ann'})",
      "string.gsub('1 2 3', '%d', function(d) return d * 2 end)",
      "string.gsub('1 2 3', '%d', function(d) if d == '2' then return false end return 'x' end)",
      "string.gsub('abc', '()', '%1')", "string.gsub('hello', '^h', 'H')", "string.gsub('hello', 'l+', function() end)",
      "string.gsub('abc', 'b', 5)", "string.gsub('a b', '%s', '%%s')", "string.gsub('abc', '.', {a = 1, b = true})",
      "string.gsub('', 'x*', '-')", "string.gsub('abc', 'x*', '-')", "string.gsub('hello', 'l', 'L', 0)",
      "string.gsub('hello', 'l', 'L', -1)",
      // method calls through the string metatable
      "('Hello'):find('l')", "('Hello'):match('(H)(e)')", "('a,b'):gsub(',', ';')", "('x'):rep(3, ',')",
      "('x'):rep(0)", "string.rep('', 5)", "string.rep('ab', 3)", "string.rep('', 3, '-')",
      // errors
      "string.find('a', '%')", "string.find('a', '[a')", "string.find('a', '[a%')", "string.find('a', '(a')",
      "string.find('a', 'a)')", "string.find('a', '%1')", "string.find('a', '(a)%2')", "string.find('a', '%f')",
      "string.find('a', '%fa')", "string.find('a', '%b')", "string.find('a', '%bx')", "string.gsub('a', 'a', '%2')",
      "string.gsub('a', 'a', '%x')", "string.gsub('a', '(a)', '%2')", "string.gsub('a', 'a', {a = {}})",
      "string.gsub('a', 'a', true)", "string.gsub('a', 'a', function() return {} end)", "string.find('a', '(()')",
      "string.find({}, 'a')", "string.find('a')", "string.gmatch('a')", "string.match(nil, 'a')",
      "string.find('aaa', string.rep('(a)', 33))", "string.find(string.rep('a', 300), string.rep('a?', 300))",
      "string.rep('x', -1)", "string.rep('x', 1 << 62)",
      // table functions
      "(function() local t = {1, 2, 3} table.insert(t, 4) table.insert(t, 1, 0) return table.concat(t, ',') end)()",
      "(function() local t = {1, 2, 3} return table.remove(t), table.remove(t, 1), table.concat(t, ',') end)()",
      "(function() local t = {} return table.remove(t), #t end)()",
      "(function() local t = {1, 2, 3} table.insert(t, 5, 9) end)()", "(function() table.insert({}, 1, 2, 3) end)()",
      "(function() local t = {1, 2, 3} return table.remove(t, 7) end)()",
      "(function() local t = {1, 2, 3, 4, 5} table.move(t, 2, 4, 1) return table.concat(t, ',') end)()",
      "(function() local t = {1, 2, 3, 4, 5} table.move(t, 1, 3, 3) return table.concat(t, ',') end)()",
      "(function() return table.concat(table.move({1, 2, 3}, 1, 3, 2, {9}), ',') end)()",
      "(function() return table.move({}, 1, math.maxinteger, 2) end)()", "table.insert(nil, 1)",
      "table.move({}, -1, math.maxinteger, 1)",
  };
  for (const char* c : cases) t.same(c);
}

TEST_CASE("random patterns and subjects: the budgeted matcher agrees with Lua", "[hostile][patterns]") {
  Both t;
  static const char* atoms[] = {"a",  "b",   ".",   "%a", "%d", "%s",  "[ab]", "[^a]", "%%", "(",  ")",
                                "()", "%1",  "^",   "$",  "*",  "+",   "-",    "?",    "%b()", "%f[%a]", "[a-c]",
                                "x",  "%w+", ".-",  " ", "[",  "%",   "]"};
  static const char* subjects[] = {"", "a", "ab", "aab", "b a", "(a(b))", "abc abc", "a1 b2 c3", "aaaa", "x)y(z"};
  Rng rng;
  rng.seed({2024, 5, 1, 1});
  for (int i = 0; i < 1500; i++) {
    std::string p;
    int n = 1 + int(rng.below(6));
    for (int k = 0; k < n; k++) p += atoms[rng.below(sizeof atoms / sizeof *atoms)];
    std::string s = subjects[rng.below(sizeof subjects / sizeof *subjects)];
    auto q = [](const std::string& x) {
      std::string o = "'";
      for (char c : x) o += (c == '\'' || c == '\\') ? std::string("\\") + c : std::string(1, c);
      return o + "'";
    };
    switch (i % 4) {
      case 0: t.same("string.find(" + q(s) + ", " + q(p) + ")"); break;
      case 1: t.same("string.match(" + q(s) + ", " + q(p) + ")"); break;
      case 2: t.same("string.gsub(" + q(s) + ", " + q(p) + ", '<%0>')"); break;
      case 3:
        t.same("(function() local r = {} for a, b in string.gmatch(" + q(s) + ", " + q(p) +
               ") do r[#r+1] = tostring(a) .. tostring(b) if #r > 50 then break end end return table.concat(r, '|') end)()");
        break;
    }
  }
}

TEST_CASE("an exponentially backtracking pattern spends the budget instead of hanging", "[hostile][patterns]") {
  auto host = test::library("mini")->new_host();
  for (const char* src : {"string.find(string.rep('a', 40), string.rep('a*', 20) .. 'b')",
                          "string.match(string.rep('a', 40), string.rep('a-', 20) .. 'b')",
                          "string.gsub(string.rep('a', 40), string.rep('a?', 40) .. string.rep('a', 40) .. 'b', '')",
                          "string.gmatch(string.rep('a', 40), string.rep('.*', 20) .. 'b')()",
                          "string.find(string.rep('a', 1 << 20), string.rep('a', 1 << 19) .. 'b', 1, true)"}) {
    INFO(src);
    std::string r = eval(host->L, src, true);
    REQUIRE(lua::sandbox(host->L).budget_hit);
    REQUIRE(r.find("outer") == 0);  // pcall could not catch it
  }
}
