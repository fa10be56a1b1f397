// Rule ids in a rules reference and in the files that cite them
// (lint/rule_refs.h, `cardinal rules`).
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_util.h"
#include "lint/rule_refs.h"

using namespace cardinal::lint;

TEST_CASE("a definition is a bold id opening a list item or a table row", "[rules]") {
  RuleDefinitions d = parse_definitions(
      "# Title\n"
      "- **CW-1.1** Two players.\n"
      "  - **CW-1.3.1** Nested.\n"
      "| **CW-S01** | the validator |\n"
      "1. **ZD-S16b** a part\n"
      "Prose that names **CW-9.9** is no definition.\n"
      "- **CW-1.1** again\n"
      "- **not an id** and **CW-** are skipped\n");
  CHECK(d.ids.size() == 4);
  CHECK(d.ids.at("CW-1.1") == 2);
  CHECK(d.ids.count("CW-1.3.1"));
  CHECK(d.ids.count("CW-S01"));
  CHECK(d.ids.count("ZD-S16b"));
  CHECK_FALSE(d.ids.count("CW-9.9"));
  REQUIRE(d.repeats.size() == 1);
  CHECK(d.repeats[0] == "7: CW-1.1");
  CHECK(d.prefixes == std::set<std::string>{"CW", "ZD"});
}

TEST_CASE("citations: ids with a known prefix, whole, with their lines", "[rules]") {
  std::vector<RuleCitation> c = find_citations(
      "test(\"CW-7.1, CW-10.4: ...\")\n"
      "-- (CW-S04c) and CW-1.3.3. but not XCW-1.1, CW-7x, FF-1.1 or CW-\n",
      {"CW"}, "f.lua");
  REQUIRE(c.size() == 4);
  CHECK(c[0].id == "CW-7.1");
  CHECK(c[1].id == "CW-10.4");
  CHECK(c[2].id == "CW-S04c");
  CHECK(c[2].line == 2);
  CHECK(c[3].id == "CW-1.3.3");
  CHECK(c[3].file == "f.lua");
}

TEST_CASE("is_rule_id", "[rules]") {
  CHECK(is_rule_id("CW-1.3.1"));
  CHECK(is_rule_id("FF-10.1.2.4"));
  CHECK(is_rule_id("ZD-S16b"));
  CHECK_FALSE(is_rule_id("CW-"));
  CHECK_FALSE(is_rule_id("cw-1.1"));
  CHECK_FALSE(is_rule_id("CW-1."));
  CHECK_FALSE(is_rule_id("CW-1.1ab"));
}

TEST_CASE("cardinal rules refuses a game folder's oversized file, naming it", "[rules][cli]") {
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("cardinal_rules_big_" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  fs::copy(fs::path(CARDINAL_CARDS_DIR) / "cwl", root / "cwl", fs::copy_options::recursive);
  fs::copy(fs::path(CARDINAL_CARDS_DIR) / "lib", root / "lib", fs::copy_options::recursive);
  std::ofstream(root / "cwl" / "sets" / "big.txt").close();
  fs::resize_file(root / "cwl" / "sets" / "big.txt", (uintmax_t(16) << 20) + 1);  // sparse
  clitest::Result r = clitest::run("rules --cards " + clitest::quote(root.string()) + " --game cwl");
  fs::remove_all(root);
  CHECK(r.status != 0);
  CHECK_THAT(r.err, Catch::Contains("big.txt") && Catch::Contains("16 MiB"));
}

TEST_CASE("cardinal rules --tests: the engine's tests count towards the coverage, their made-up ids are no error", "[rules][cli]") {
  // ZD-1.5 (winning and losing at once) is tested in tests/outcome.cpp only.
  clitest::Result alone = clitest::run("rules --game zero-dimension --format json");
  clitest::Result with = clitest::run("rules --game zero-dimension --format json --tests " + clitest::quote(CARDINAL_TESTS_DIR));
  REQUIRE(alone.status == 0);
  REQUIRE(with.status == 0);  // tests/rule_refs.cpp's fixtures cite ids no reference defines
  nlohmann::json a = nlohmann::json::parse(alone.out), w = nlohmann::json::parse(with.out);
  auto untested = [](const nlohmann::json& j, const std::string& id) {
    for (const auto& u : j["untested"])
      if (u == id) return true;
    return false;
  };
  CHECK(untested(a, "ZD-1.5"));
  CHECK_FALSE(untested(w, "ZD-1.5"));
  CHECK(w["tested"].get<int>() > a["tested"].get<int>());
  CHECK(w["undefined"].empty());
  clitest::Result none = clitest::run("rules --game zero-dimension --tests /no/such/folder");
  CHECK(none.status != 0);
  CHECK_THAT(none.err, Catch::Contains("--tests /no/such/folder: no such folder"));
}
