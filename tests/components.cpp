// Cards that belong to the table (ruleset key `components`, issue 24): a deck
// of the game folder, or the library's cards passing a test, resolved when
// the library loads; `component(name)` lists them and setup makes them.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_util.h"
#include "tests/support.h"

using namespace cardinal;

namespace {

const std::string kRules = "mini/rules/10_mini.lua";

std::string mini_with(const std::string& components, const std::string& setup_body) {
  std::string rules = *disk_source(std::string(CARDINAL_TESTS_DIR) + "/games")->read(kRules);
  size_t at = rules.find("  policy = POLICY,");
  REQUIRE(at != std::string::npos);
  rules.insert(at, "  components = " + components + ",\n");
  const std::string from = "function setup()\n  prepare()";
  at = rules.find(from);
  REQUIRE(at != std::string::npos);
  rules.insert(at + from.size(), "\n" + setup_body);
  return rules;
}

}  // namespace

TEST_CASE("components: a deck and a card test, listed by component(name) and made by setup", "[components]") {
  auto lib = test::load_overlaid(
      "mini", {{kRules, mini_with("{ { name = \"pile\", deck = \"starter-b\" }, "
                                  "{ name = \"permanents\", only = { type = \"permanent\" } } }",
                                  "  for _, id in ipairs(component(\"permanents\")) do create(id, \"stack\", 1) end")}});
  const Library& l = lib->library();
  REQUIRE(l.component_cards.size() == 2);
  CHECK(l.component_cards[0].size() == 20);  // decks/starter-b.txt: 14 Filler + 6 Ping
  const std::vector<int64_t>& perm = l.component_cards[1];
  REQUIRE_FALSE(perm.empty());
  CHECK(std::is_sorted(perm.begin(), perm.end()));
  for (int64_t id : perm) CHECK(l.card(id)->type == "permanent");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  CHECK(test::zone_count(g, "stack", 0) == perm.size());  // a shared zone
}

TEST_CASE("components the loader cannot use are errors naming them", "[components]") {
  struct Case {
    std::string components, error;
  };
  const Case cases[] = {
      {"{ { name = \"pile\" } }", "ruleset.components[1]: give one of \"deck\""},
      {"{ { name = \"pile\", deck = \"starter-a\", only = { type = \"permanent\" } } }", "give one of \"deck\""},
      {"{ { name = \"pile\", deck = \"../x\" } }", "ruleset.components[1].deck: \"../x\" is not a deck name"},
      {"{ { name = \"pile\", deck = \"nope\" } }", "ruleset.components \"pile\""},
      {"{ { name = \"a\", only = { type = \"permanent\" } }, { name = \"a\", only = { type = \"instant\" } } }",
       "a second component named \"a\""},
      {"{ { name = \"a\", only = { colour = \"red\" } } }", "\"colour\" is not a characteristic"},
  };
  for (const Case& c : cases) {
    INFO(c.components);
    CHECK_THAT(test::load_error("mini", {{kRules, mini_with(c.components, "")}}), Catch::Contains(c.error));
  }
}

TEST_CASE("cli sim: a game of table cards seats players with no deck of their own", "[components][cli]") {
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("cardinal_components_" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "mini");
  fs::copy(fs::path(CARDINAL_TESTS_DIR) / "games" / "mini", root / "mini", fs::copy_options::recursive);
  fs::remove_all(root / "mini" / "decks");
  // Every player draws from a pile of the table's Fillers (setup deals it out).
  std::ofstream(root / "mini" / "rules" / "10_mini.lua")
      << mini_with("{ { name = \"fillers\", only = { name = \"Filler\" } } }",
                   "  for p = 1, players() do for _ = 1, 8 do create(component(\"fillers\")[1], \"deck\", p) end end");
  clitest::Result r = clitest::run("sim --cards " + clitest::quote(root.string()) +
                                   " --game mini --players 3 --games 4 --seed 2 --format json");
  fs::remove_all(root);
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["players"] == 3);
  for (auto& seat : j["seats"]) CHECK(seat["deck"] == "");
  CHECK(j["script_errors"] == 0);
}
