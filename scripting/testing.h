// Card and scenario tests written in Lua, next to the scripts they test
// (cards/<game>/**/*.test.lua). A test file calls test(name, function) for
// each case; inside, setup{...} builds a game in a chosen position and
// act()/pass()/find() drive and inspect it, with every ruleset helper and
// query binding available. See docs/designing-cards.md.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "scripting/loader.h"

namespace cardinal {

struct LuaTestResult {
  std::string file, name;
  bool ok = false;
  std::string message;
};

// What the harness word deck_problems(text [, variant [, flags]]) answers: the
// game's own deck rules (deck.json and its `script` rules) applied to a deck
// written as a deck file. The checking (deck/deck_check.h) runs the script
// rules through a judge (scripting/deck_judge.h) the caller builds, so the
// caller hands it in; without it the word is an error.
struct TestDeckProblem {
  std::string rule;
  int line = 0;
  std::string message;
};
using TestDeckCheck = std::function<std::vector<TestDeckProblem>(
    const std::string& text, const std::string& variant, const std::vector<std::string>& flags)>;

// Runs every test in one file (path relative to the cards dir or absolute).
// `scale` (0 < scale <= 1) is what the word scaled(n) multiplies by.
std::vector<LuaTestResult> run_lua_test_file(const CardLibrary& lib, const std::string& path,
                                             const TestDeckCheck& deck_check = {}, double scale = 1);
// Every *.test.lua under cards/<game>/, sorted.
std::vector<std::string> find_lua_tests(const CardLibrary& lib);
// The harness's own globals (setup, act, test, ...), the one list of them:
// `cardinal docs` writes them for luacheck (scripting/harness_globals.lua,
// read by .luacheckrc) and for LuaLS (.luarc.json).
std::vector<std::string> harness_words();

}  // namespace cardinal
