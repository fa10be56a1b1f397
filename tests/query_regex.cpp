// The linear-time regex engine.
#include <catch2/catch.hpp>

#include <chrono>

#include "search/regex.h"

using cardinal::search::Regex;
using cardinal::search::RegexError;

namespace {
bool m(const char* re, const std::string& text) { return Regex(re).search(text); }
}  // namespace

TEST_CASE("regex: the usual syntax", "[query][regex]") {
  CHECK(m("abc", "xxabcxx"));
  CHECK_FALSE(m("abd", "xxabcxx"));
  CHECK(m("a.c", "abc"));
  CHECK_FALSE(m("a.c", "a\nc"));
  CHECK(m("colou?r", "color"));
  CHECK(m("colou?r", "colour"));
  CHECK(m("^deal", "Deal 1000"));             // case-insensitive
  CHECK(m("^draw", "Deal 1000\nDraw 1"));     // ^ at a line start
  CHECK(m("1000$", "Deal 1000\nDraw 1"));
  CHECK_FALSE(m("^1000", "Deal 1000"));
  CHECK(m("\\d{4}", "Deal 1000"));
  CHECK_FALSE(m("\\d{5}", "Deal 1000"));
  CHECK(m("a{2,3}b", "aaab"));
  CHECK(m("x{2,}", "axxxb"));
  CHECK(m("(cat|dog)s?$", "hot dogs"));
  CHECK(m("(?:ab)+c", "ababc"));
  CHECK(m("[a-c]+z", "bbaz"));
  CHECK(m("[^a-c]z", "dz"));
  CHECK_FALSE(m("[^a-c]z", "Bz"));            // negated classes fold case too
  CHECK(m("\\bpike\\b", "Ember Pike"));
  CHECK_FALSE(m("\\bpik\\b", "Ember Pike"));
  CHECK(m("【on deploy】", "【On deploy】 Draw 1 card."));  // UTF-8 code points
  CHECK(m("^.deploy", "【deploy"));           // . is one code point
  CHECK(m("\\w+\\s\\d", "draw 1"));
  CHECK(m("a\\.b", "a.b"));
  CHECK_FALSE(m("a\\.b", "axb"));
  CHECK(m("", "anything"));
  CHECK(m("a|", "zzz"));                      // empty alternative matches
}

TEST_CASE("regex: bad patterns give an offset", "[query][regex]") {
  auto offset = [](const char* re) -> long {
    try {
      Regex r(re);
    } catch (const RegexError& e) {
      return long(e.offset);
    }
    return -1;
  };
  CHECK(offset("a(b") == 1);
  CHECK(offset("ab)") == 2);
  CHECK(offset("[ab") == 0);
  CHECK(offset("*a") == 0);
  CHECK(offset("a\\q") == 1);
  CHECK(offset("(?=a)") == 1);
  CHECK(offset("a{3,1}") >= 0);
  CHECK_THROWS_AS(Regex("(a{1000}){1000}"), RegexError);  // program size cap
}

TEST_CASE("regex: pathological patterns run in linear time", "[query][regex]") {
  // A backtracking engine takes exponential time on these; a Pike VM does
  // one pass. No timing assertion (timing tests are flaky): if this were
  // exponential the test would simply never finish.
  std::string as(100000, 'a');
  CHECK_FALSE(m("(a*)*b", as));
  CHECK_FALSE(m("(a|a)*b", as));
  CHECK_FALSE(m("(a+)+$x", as));
  CHECK(m("(a*)*$", as));
  std::string s30(30, 'a');
  CHECK_FALSE(m("(a?){30}a{30}b", s30));
}
