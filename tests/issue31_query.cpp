// Issue 31: queries nested past any use are refused, not a stack overflow.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "issue31_util.h"
#include "search/error.h"
#include "search/parser.h"
#include "search/regex.h"

using namespace cardinal;
using namespace issue31;
using clitest::quote;
using clitest::run;

// ---- 3. queries nested past any use are refused, not a stack overflow ----

TEST_CASE("query: deep nesting of '(', '-' and regex groups is a bad query", "[issue31][query]") {
  auto deep = [](const std::string& open, const std::string& mid, const std::string& close, int n) {
    std::string s;
    for (int i = 0; i < n; i++) s += open;
    s += mid;
    for (int i = 0; i < n; i++) s += close;
    return s;
  };
  CHECK_THROWS_WITH(search::parse(deep("(", "x", ")", 20000)), Catch::Contains("nested too deeply"));
  CHECK_THROWS_WITH(search::parse(deep("-", "x", "", 100000)), Catch::Contains("nested too deeply"));
  CHECK_THROWS_WITH(search::parse(deep("-(", "x", ")", 10000)), Catch::Contains("nested too deeply"));
  CHECK_NOTHROW(search::parse(deep("(", "x", ")", 50)));
  CHECK_NOTHROW(search::parse(deep("-", "x", "", 50)));
  CHECK_THROWS_WITH(search::Regex(deep("(", "a", ")", 50000)), Catch::Contains("nested too deeply"));
  CHECK_THROWS_WITH(search::Regex(deep("(?:", "a", ")", 50000)), Catch::Contains("nested too deeply"));
  CHECK_THROWS_WITH(search::Regex("a" + std::string(100000, '*')), Catch::Contains("nested too deeply"));
  CHECK_NOTHROW(search::Regex(deep("(", "a", ")*", 50)));

  std::string q = "query --cards " + quote(CARDINAL_CARDS_DIR) + " --game zero-dimension ";
  for (const std::string& bad : {deep("(", "x", ")", 20000), std::string(100000, '-') + "x",
                                 "o:/" + deep("(", "a", ")", 50000) + "/"}) {
    clitest::Result r = run(q + quote(bad));
    CHECK(r.status == 2);  // was: a segfault
    CHECK(r.err.find("nested too deeply") != std::string::npos);
  }
}
