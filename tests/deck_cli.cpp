// `cardinal deck check` as a user runs it.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "cli_util.h"
#include "db_testutil.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli deck check: legal decks exit 0, illegal 1, unreadable 2", "[deck][cli]") {
  std::string decks = std::string(CARDINAL_CARDS_DIR) + "/zero-dimension/decks/";
  clitest::Result r = run("deck check --official " + quote(decks + "starter-a.txt") + " " + quote(decks + "starter-b.txt"));
  CHECK(r.status == 0);
  CHECK(r.out.find("starter-b.txt: legal zero-dimension standard deck (50 cards)") != std::string::npos);

  auto dir = dbtest::scratch_dir("deck_cli");
  dbtest::spit(dir / "bad.txt", "5 1001 Ember Pike (red)\n1 99999\n");
  r = run("deck check " + quote((dir / "bad.txt").string()));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad.txt: ZD-2.2: \"Ember Pike\" (red) ×5, at most 4\n") != std::string::npos);
  CHECK(r.out.find("bad.txt:2: ZD-2.4: no card with id 99999") != std::string::npos);
  r = run("deck check --format json " + quote((dir / "bad.txt").string()));
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["legal"] == false);
  CHECK(j["problems"][0]["rule"] == "ZD-2.1");

  dbtest::spit(dir / "syntax.txt", "four 1001\n");
  r = run("deck check " + quote((dir / "syntax.txt").string()));
  CHECK(r.status == 2);
  CHECK(r.err.find("syntax.txt:1: expected") != std::string::npos);
  CHECK(run("deck check --variant nope " + quote(decks + "starter-a.txt")).status == 2);
}
