// `cardinal deck check` as a user runs it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

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
  r = run("deck check --game zero-dimension " + quote((dir / "bad.txt").string()));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad.txt: ZD-2.2: \"Ember Pike\" (red) ×5, at most 4\n") != std::string::npos);
  CHECK(r.out.find("bad.txt:2: ZD-2.4: no card with id 99999") != std::string::npos);
  r = run("deck check --game zero-dimension --format json " + quote((dir / "bad.txt").string()));
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["legal"] == false);
  CHECK(j["problems"][0]["rule"] == "ZD-2.1");

  dbtest::spit(dir / "syntax.txt", "four 1001\n");
  r = run("deck check --game zero-dimension " + quote((dir / "syntax.txt").string()));
  CHECK(r.status == 2);
  CHECK(r.err.find("syntax.txt:1: expected") != std::string::npos);
  CHECK(run("deck check --variant nope " + quote(decks + "starter-a.txt")).status == 2);
}

// Rules the ruleset judges in Lua (kind "script"): mini-hy's HY-2.4 (no
// tokens) and CW-2.5 (a card's own restriction binds the deck: Warden).
TEST_CASE("cli deck check: HY-2.4, CW-2.5: rules a ruleset judges in Lua", "[deck][cli]") {
  std::string game = "--cards " + quote(std::string(CARDINAL_TESTS_DIR) + "/games") + " --game mini-hy ";
  auto dir = dbtest::scratch_dir("deck_cli_script");
  dbtest::spit(dir / "ok.txt", "3 Ping\n3 Listener\n3 Filler\n1 Warden\n2 Oracle\n");
  clitest::Result r = run("deck check " + game + quote((dir / "ok.txt").string()));
  CHECK(r.status == 0);
  CHECK(r.out.find("ok.txt: legal mini-hy standard deck (12 cards)") != std::string::npos);

  dbtest::spit(dir / "bad.txt", "3 Ping\n3 Listener\n3 Filler\n1 Warden\n2 Blitz\n1 Spark\n");
  r = run("deck check " + game + quote((dir / "bad.txt").string()));
  CHECK(r.status == 1);
  CHECK(r.out.find("bad.txt:6: HY-2.4: \"Spark\" is a token: tokens may not be in decks\n") != std::string::npos);
  CHECK(r.out.find("bad.txt:5: CW-2.5: \"Blitz\" is not allowed with \"Warden\" "
                   "(No speed-3 instants in a deck with Warden.)\n") != std::string::npos);
  r = run("deck check --format json " + game + quote((dir / "bad.txt").string()));
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["problems"].size() == 2);
  CHECK(j["problems"][0]["rule"] == "HY-2.4");
  CHECK(j["problems"][0]["line"] == 6);

  // Without Warden, Blitz is fine.
  dbtest::spit(dir / "blitz.txt", "3 Ping\n3 Listener\n3 Filler\n3 Blitz\n");
  CHECK(run("deck check " + game + quote((dir / "blitz.txt").string())).status == 0);
}

// Issue 30: one deck-file parser. A deck written with card names passed
// `deck check` and was refused by `sim` (the loader had a parser of its own
// that read only "COUNT ID" lines); both now read deck/deck_file.cpp.
TEST_CASE("cli deck files: a deck of card names is legal to deck check and plays in sim and play", "[deck][cli]") {
  auto dir = dbtest::scratch_dir("deck_names");
  // Zero-Dimension's starter-a with its lines written "COUNT Name", but for
  // a name two cards share (their colour in brackets), which stays an id.
  std::string names = "[main]\n";
  std::ifstream in(std::string(CARDINAL_CARDS_DIR) + "/zero-dimension/decks/starter-a.txt");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    std::string count, id, name;
    ls >> count >> id;
    std::getline(ls, name);
    names += name.find(" (") == std::string::npos ? count + " " + name.substr(1) + "\n" : line + "\n";
  }
  dbtest::spit(dir / "by-name.txt", names);
  CHECK(run("deck check --game zero-dimension " + quote((dir / "by-name.txt").string())).status == 0);
  dbtest::spit(dir / "with-side.txt", names + "[side]\n4 Drum Page\n");
  std::string deck = quote((dir / "with-side.txt").string());
  clitest::Result r = run("sim --game zero-dimension --games 2 --seed 4 --deck1 " + deck + " --format json");
  CHECK(r.status == 0);
  CHECK(nlohmann::json::parse(r.out)["script_errors"] == 0);
  // The same games as with the deck written by ids (the side deck is not dealt).
  clitest::Result by_id = run("sim --game zero-dimension --games 2 --seed 4 --deck1 starter-a --format json");
  CHECK(nlohmann::json::parse(r.out)["avg_decisions"] == nlohmann::json::parse(by_id.out)["avg_decisions"]);
  // A name that is no card is refused naming the file and line.
  dbtest::spit(dir / "typo.txt", "4 Ember Pyke\n");
  r = run("sim --game zero-dimension --games 1 --deck1 " + quote((dir / "typo.txt").string()));
  CHECK(r.status != 0);
  CHECK_THAT(r.err, Catch::Contains("typo.txt:1: no card named \"Ember Pyke\""));
}

// HY-1.9: a house set (a set of the game folder that is not the project's)
// is refused until the check names it as accepted, one flag per set code.
TEST_CASE("cli deck check: HY-1.9: a house set's card needs --flag house:CODE", "[deck][cli]") {
  namespace fs = std::filesystem;
  auto root = dbtest::scratch_dir("deck_house_sets");
  fs::copy(fs::path(CARDINAL_CARDS_DIR) / "hybrid", root / "hybrid", fs::copy_options::recursive);
  fs::copy(fs::path(CARDINAL_CARDS_DIR) / "lib", root / "lib", fs::copy_options::recursive);
  fs::create_directories(root / "hybrid" / "sets" / "hx1");
  dbtest::spit(root / "hybrid" / "sets" / "hx1" / "cards.txt",
               "game: hybrid\nset: HX1\nname: A house set\n\nid: 4901\nnumber: HX1-001\nname: Kitchen Drake\n"
               "card_type: creature\ncard_kind: creature\nattribute: fire\nmana_cost: 1\nstars: 1\natk: 2\ndef: 1\n"
               "is_vanilla: 1\nspeed: 2\ntext: 【Normal creature】\n");
  dbtest::spit(root / "hybrid" / "sets" / "hx1" / "4901.lua", "return {}\n");
  // starter-a with one Cinder Pup swapped for the house card: still 48 cards.
  std::ifstream in(fs::path(CARDINAL_CARDS_DIR) / "hybrid" / "decks" / "starter-a.txt");
  std::stringstream text;
  text << in.rdbuf();
  std::string deck = text.str();
  auto at = deck.find("3 4001 Cinder Pup");
  REQUIRE(at != std::string::npos);
  deck.replace(at, 17, "2 4001 Cinder Pup\n1 4901 Kitchen Drake");
  dbtest::spit(root / "house.txt", deck);
  std::string check = "deck check --cards " + quote(root.string()) + " --game hybrid " + quote((root / "house.txt").string());
  clitest::Result r = run(check);
  CHECK(r.status == 1);
  CHECK(r.out.find("HY-1.9: \"Kitchen Drake\" is from HX1, a house set: every player must accept it (--flag house:HX1)") !=
        std::string::npos);
  r = run(check + " --flag house:HX1");
  CHECK(r.status == 0);
  CHECK(r.out.find("legal hybrid standard deck") != std::string::npos);
  CHECK(run(check + " --flag house:HX2").status == 1);  // another set's acceptance does not do
}
