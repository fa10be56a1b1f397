// `cardinal query` as a user runs it: exit codes like grep, the caret under
// a bad token, formats, --explain and --stats.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_util.h"

using clitest::run;

TEST_CASE("cli query: exit 0 on matches, 1 on none, 2 on a bad query", "[query][cli]") {
  clitest::Result r = run("query --game zero-dimension '!\"Ember Pike\" c:r' --format ids");
  CHECK(r.status == 0);
  CHECK(r.out == "1001\n");
  r = run("query --game zero-dimension 'c:rg'");
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  r = run("query --game zero-dimension 't:character (c:r'");
  CHECK(r.status == 2);
  CHECK(r.err == "cardinal query: unclosed '('\n  t:character (c:r\n              ^\n");
  r = run("query --game zero-dimension 'cost>=3 foo:bar'");
  CHECK(r.status == 2);
  CHECK(r.err.find("unknown field \"foo\"") != std::string::npos);
  CHECK(r.err.find("  cost>=3 foo:bar\n          ^^^\n") != std::string::npos);
  CHECK(run("query --game zero-dimension --db /nonexistent.db 'c:r'").status == 2);
  CHECK(run("query --game zero-dimension --sort nope 'c:r'").status == 2);
}

TEST_CASE("cli query: formats, fields, sort, paging, negation", "[query][cli]") {
  clitest::Result r = run("query --game zero-dimension 'c:r t:character' --fields name,atk --sort -atk,name --limit 2 --format json");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j.size() == 2);
  CHECK(j[0]["atk"] >= j[1]["atk"]);  // --sort -atk
  CHECK(j[0].contains("name"));
  r = run("query --game zero-dimension 'c:r t:character' --fields name --sort name --limit 1 --offset 1 --format csv");
  CHECK(r.out.rfind("id,name\r\n", 0) == 0);
  r = run("query --game zero-dimension 'c:r t:character' --format jsonl");
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') >= 2);
  // NULL-safe negation: tactics (no ATK) are returned by -atk>=1000.
  r = run("query --game zero-dimension --format ids -- '-atk>=1000 !Spark'");
  CHECK(r.status == 0);
  CHECK(r.out == "1044\n");
}

TEST_CASE("cli query: --explain and --stats", "[query][cli]") {
  clitest::Result r = run("query --game zero-dimension --explain 'c:r -atk>3000'");
  CHECK(r.status == 0);
  CHECK(r.out.find("query tree:\n  AND\n    TERM c : \"r\"\n    NOT\n") != std::string::npos);
  CHECK(r.out.find("SQL:\n  SELECT") != std::string::npos);
  CHECK(r.out.find("query plan:\n") != std::string::npos);
  r = run("query --game zero-dimension --stats --format json 't:character'");
  CHECK(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["cards"].get<int>() > 0);
  CHECK(j["numeric"]["atk"]["min"].get<int>() >= 0);
  CHECK(j["histograms"].contains("colour"));
}
