// A ruleset's `deck_sections` says which sections of a deck file are dealt
// (C-WL: main, extra and leader decks, sorted into their zones by setup);
// by default [main] alone, so a side deck stays out.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/support.h"

using namespace cardinal;

namespace {

const std::string kDeck = "mini/decks/sections.txt";
const std::string kDeckText = "[side]\n2 3\n[extra]\n1 2\n[main]\n3 1\n[extra]\n1 4\n";

std::string mini_with_sections(const std::string& sections) {
  std::string text = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read(test::kMiniRules);
  const std::string from = "players = { 2, 8 },";
  size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), from + " deck_sections = " + sections + ",");
}

}  // namespace

TEST_CASE("a deck deals the sections its ruleset names, in their order, and no other", "[deck][decl]") {
  // Without the key: [main] alone.
  auto plain = test::load_overlaid("mini", {{kDeck, kDeckText}});
  CHECK(plain->deck("sections") == std::vector<int64_t>{1, 1, 1});
  // main, then extra (its lines in file order); never side.
  auto both = test::load_overlaid("mini", {{kDeck, kDeckText}, {test::kMiniRules, mini_with_sections("{ \"main\", \"extra\" }")}});
  CHECK(both->deck("sections") == std::vector<int64_t>{1, 1, 1, 2, 4});
  auto extra_first =
      test::load_overlaid("mini", {{kDeck, kDeckText}, {test::kMiniRules, mini_with_sections("{ \"extra\", \"main\" }")}});
  CHECK(extra_first->deck("sections") == std::vector<int64_t>{2, 4, 1, 1, 1});
}

TEST_CASE("deck_sections that would deal nothing or name a section twice are load errors", "[deck][decl]") {
  CHECK_THAT(test::load_error("mini", {{test::kMiniRules, mini_with_sections("{}")}}),
             Catch::Contains("deck_sections is empty: no card would be dealt"));
  CHECK_THAT(test::load_error("mini", {{test::kMiniRules, mini_with_sections("{ \"main\", \"main\" }")}}),
             Catch::Contains("deck_sections names \"main\" twice"));
}
