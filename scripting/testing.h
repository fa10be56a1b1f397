// Card and scenario tests written in Lua, next to the scripts they test
// (cards/<game>/**/*.test.lua). A test file calls test(name, function) for
// each case; inside, setup{...} builds a game in a chosen position and
// act()/pass()/find() drive and inspect it, with every ruleset helper and
// query binding available. See docs/designing-cards.md.
#pragma once
#include <string>
#include <vector>

#include "scripting/loader.h"

namespace cardinal {

struct LuaTestResult {
  std::string file, name;
  bool ok = false;
  std::string message;
};

// Runs every test in one file (path relative to the cards dir or absolute).
std::vector<LuaTestResult> run_lua_test_file(const CardLibrary& lib, const std::string& path);
// Every *.test.lua under cards/<game>/, sorted.
std::vector<std::string> find_lua_tests(const CardLibrary& lib);

}  // namespace cardinal
