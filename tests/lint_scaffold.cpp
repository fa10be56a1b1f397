// `cardinal new game|set|card` make sources that pass lint and their tests
// as made, and `cardinal lint` exits non-zero on errors.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "cli_util.h"
#include "db_testutil.h"
#include "lint_fixtures.h"

using clitest::quote;
using clitest::run;

TEST_CASE("cli new game, set, card: lint clean, tests pass, the game plays", "[lint][cli]") {
  std::string cards = (dbtest::scratch_dir("scaffold") / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  CHECK(run("lint" + at + " --game toy").status == 0);
  clitest::Result r = run("test" + at + " --game toy");
  CHECK(r.status == 0);
  CHECK(run("sim" + at + " --game toy --games 5").status == 0);
  CHECK(run("deck check" + at + " --game toy " + quote(cards + "/toy/decks/starter-a.txt")).status == 0);
  // Its rules reference defines the ids its test cites (ctest's rules_reference_<game>).
  r = run("rules" + at + " --game toy");
  CHECK(r.status == 0);
  CHECK(r.out.find("TOY-2.1") == std::string::npos);  // cited by 3.test.lua: not listed as untested
  CHECK(run("new game" + at + " toy").status != 0);  // never overwrites
  CHECK(run("new game" + at + " lib").status != 0);  // the shared rules libraries' folder

  REQUIRE(run("new set" + at + " --game toy EXP --name Expansion").status == 0);
  r = run("new card" + at + " --game toy --set EXP --name Squire --type unit --field power=1 --text 'A loyal unit.'");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("added card 4 (EXP-001 \"Squire\")") != std::string::npos);
  CHECK(run("lint" + at + " --game toy").status == 0);
  r = run("test" + at + " --game toy");
  CHECK(r.status == 0);
  CHECK(r.out == "toy: 2 passed, 0 failed\n");
  // Refused by the database: nothing is written.
  std::string before = dbtest::slurp(cards + "/toy/sets/exp/cards.txt");
  r = run("new card" + at + " --game toy --set EXP --name Bad --type wizard");
  CHECK(r.status != 0);
  CHECK(r.err.find("card_type must be unit or spell") != std::string::npos);
  CHECK(dbtest::slurp(cards + "/toy/sets/exp/cards.txt") == before);
  // A misspelt column is named with the closest one, before anything is written.
  r = run("new card" + at + " --game toy --set EXP --name Bad --type unit --field powr=1");
  CHECK(r.status != 0);
  CHECK(r.err.find("--field powr=1: toy has no column \"powr\" (did you mean \"power\"?); its columns: text, flavor, power") !=
        std::string::npos);
  CHECK(dbtest::slurp(cards + "/toy/sets/exp/cards.txt") == before);
  // The new card is found by a query (built in memory from the set files).
  r = run("query" + at + " --game toy 'loyal' --format ids");
  CHECK(r.out == "4\n");
}

// A card lint would reject is refused by `new card` with lint's own message,
// and every required column it lacks is named at once (issue 30's designer walk).
TEST_CASE("cli new card: refused with lint's message, every missing required column named at once", "[lint][cli]") {
  namespace fs = std::filesystem;
  fs::path cards = dbtest::scratch_dir("new_card_lint") / "cards";
  fs::create_directories(cards);
  for (const char* d : {"zero-dimension", "fftcg", "lib"})
    fs::copy(fs::path(CARDINAL_CARDS_DIR) / d, cards / d, fs::copy_options::recursive);
  std::string at = " --cards " + quote(cards.string());
  std::string zd = (cards / "zero-dimension/sets/cs1/cards.txt").string(), before = dbtest::slurp(zd);
  // ZD-3.19 (lint.json): a character needs DEF.
  clitest::Result r = run("new card" + at +
                          " --game zero-dimension --set CS1 --name Probe --type character --field colour=red --field cost=1"
                          " --field atk=1000");
  CHECK(r.status != 0);
  CHECK(r.err.find("cards.txt:") != std::string::npos);
  CHECK(r.err.find("ZD-3.19: a character needs DEF (def, or def_variable: 1)") != std::string::npos);
  CHECK(r.err.find("the card was not added") != std::string::npos);
  CHECK(dbtest::slurp(zd) == before);
  CHECK_FALSE(fs::exists(cards / "zero-dimension/sets/cs1/1.lua"));
  // A value the schema's CHECK (colour IN (...)) refuses, with the closest one.
  r = run("new card" + at +
          " --game zero-dimension --set CS1 --name Probe --type character --field colour=gren --field cost=1"
          " --field atk=1000 --field def=1000");
  CHECK(r.status != 0);
  CHECK(r.err.find("column colour = \"gren\" rejected") != std::string::npos);
  CHECK(r.err.find("(did you mean \"green\"?)") != std::string::npos);
  CHECK(dbtest::slurp(zd) == before);
  // lint says the same of such a value in the set file, once, at its line.
  std::string gren = before;
  gren.replace(gren.find("colour: green"), 13, "colour: gren");
  dbtest::spit(zd, gren);
  r = run("lint" + at + " --game zero-dimension --no-luacheck");
  CHECK(r.status != 0);
  size_t first = r.out.find("column colour = \"gren\" rejected");
  CHECK(first != std::string::npos);
  CHECK(r.out.find("column colour = \"gren\" rejected", first + 1) == std::string::npos);
  CHECK(r.out.find("/zero-dimension: ") == std::string::npos);  // at the set file's line, not the game's folder
  CHECK(r.out.find("(did you mean \"green\"?)") != std::string::npos);
  dbtest::spit(zd, before);
  // With DEF it is added, and lint has nothing to say about it.
  r = run("new card" + at +
          " --game zero-dimension --set CS1 --name Probe --type character --field colour=red --field cost=1"
          " --field atk=1000 --field def=1000");
  CHECK(r.status == 0);
  // FF-TCG's element and cost are both required: both named in one message.
  std::string ff = (cards / "fftcg/sets/cd1/cards.txt").string();
  before = dbtest::slurp(ff);
  r = run("new card" + at + " --game fftcg --set CD1 --name Probe --type forward --field power=5000");
  CHECK(r.status != 0);
  CHECK(r.err.find("columns \"element\", \"cost\" are required (NOT NULL) but not given") != std::string::npos);
  CHECK(dbtest::slurp(ff) == before);
}

// In a repository (docs/games/ beside the cards folder) a new game's word
// reference is written with it, so ctest's api_docs_up_to_date passes as made.
TEST_CASE("cli new game: its word reference is written beside the cards folder, as cardinal docs writes it",
          "[lint][cli][docs]") {
  namespace fs = std::filesystem;
  fs::path root = dbtest::scratch_dir("scaffold_docs");
  fs::create_directories(root / "docs" / "games");
  std::string cards = (root / "cards").string();
  clitest::Result r = run("new game --cards " + quote(cards) + " toy");
  REQUIRE(r.status == 0);
  std::string md = dbtest::slurp((root / "docs/games/toy.md").string());
  CHECK(md.find("# The words of toy's ruleset") != std::string::npos);
  CHECK(md.find("without a comment") == std::string::npos);  // every word of the scaffold says what it does
  CHECK(fs::exists(root / "docs/games/toy.meta.lua"));
  // What `cardinal docs` writes: a game's files are unchanged by it.
  REQUIRE(run("docs --out " + quote(root.string())).status == 0);
  CHECK(dbtest::slurp((root / "docs/games/toy.md").string()) == md);
}

TEST_CASE("cli lint: file:line output, exit 1 on errors, json", "[lint][cli]") {
  lintfix::make("lint-syntax");
  std::string at = " --cards " + quote(lintfix::make("lint-data"));
  clitest::Result r = run("lint" + at + " --game lint-syntax");
  CHECK(r.status == 1);
  CHECK(r.out.find("lint-syntax/sets/base/3.lua:2: unfinished string") != std::string::npos);
  r = run("lint" + at + " --game lint-data --format json");
  CHECK(r.status == 1);
  CHECK(r.out.find("\"severity\": \"error\"") != std::string::npos);
}

// One broken card used to stop every test of its game: it is reported as one
// failure and skipped (its script loads as `return {}`), the others still run.
TEST_CASE("cli test: a card whose script does not load is one failure, skipped, and the other tests run", "[lint][cli]") {
  std::string cards = (dbtest::scratch_dir("broken_card") / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  std::ofstream(cards + "/toy/sets/base/1.lua") << "-- does not compile\nreturn { {\n";
  clitest::Result r = run("test" + at + " --game toy");
  CHECK(r.status == 1);
  CHECK(r.out.find("FAIL card 1 loads\n  card 1: toy/sets/base/1.lua:3: ") != std::string::npos);
  CHECK(r.out.find("toy: 1 passed, 1 failed\n") != std::string::npos);  // card 3's test ran
  std::ofstream(cards + "/toy/sets/base/2.lua") << "-- misspelt\nreturn { card_nme(1) }\n";
  r = run("test" + at + " --game toy --format json");
  CHECK(r.status == 1);
  CHECK(r.out.find("\"name\": \"card 2 loads\"") != std::string::npos);
  CHECK(r.out.find("(did you mean \\\"card_name\\\"?)") != std::string::npos);
  CHECK(r.out.find("\"passed\": 1,\n  \"failed\": 2") != std::string::npos);
  // A ruleset that does not load has nothing to skip: the run fails as before.
  std::ofstream(cards + "/toy/rules/00_game.lua", std::ios::app) << "\nreturn { {\n";
  r = run("test" + at + " --game toy");
  CHECK(r.status != 0);
  CHECK(r.out.find("passed") == std::string::npos);
}

// Lint reads the game's decks as sim and play do: a line that names no card
// is an error at its line, and a card in no deck (which random play, the soak
// and CI never reach; ctest's deck coverage fails on it) is a warning.
TEST_CASE("cli lint: a deck line that names no card is an error, a card in no deck a warning", "[lint][cli]") {
  std::string cards = (dbtest::scratch_dir("lint_decks") / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  REQUIRE(run("new card" + at + " --game toy --set BASE --name Squire --type unit --field power=1").status == 0);
  clitest::Result r = run("lint" + at + " --game toy");
  CHECK(r.status == 0);
  CHECK(r.out.find("/toy/decks: warning: card 4 (BASE-004 \"Squire\") is in no deck, so sim, the soak and CI never "
                   "play it: add it to one of decks/*.txt") != std::string::npos);
  std::ofstream(cards + "/toy/decks/starter-a.txt", std::ios::app) << "1 Squire\n2 999\n1 Nonesuch\n";
  r = run("lint" + at + " --game toy");
  CHECK(r.status == 1);
  CHECK(r.out.find("no deck") == std::string::npos);
  CHECK(r.out.find("/toy/decks/starter-a.txt:6: no card with id 999 in the card database") != std::string::npos);
  CHECK(r.out.find("/toy/decks/starter-a.txt:7: no card named \"Nonesuch\"") != std::string::npos);
}

// Lint judges the game's decks by deck.json as `cardinal deck check` does: a
// deck legal in none of its variants is an error naming the first variant's
// rule (a game's decks may be of any of its variants).
TEST_CASE("cli lint: a deck legal in no variant of deck.json is an error naming the rule", "[lint][cli]") {
  std::string cards = (dbtest::scratch_dir("lint_deck_rules") / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  const char* strict = R"({"id": "TOY-2.1", "kind": "size", "exactly": 999})";
  const char* open = R"({"id": "TOY-2.1", "kind": "known"})";
  auto write_rules = [&](const std::string& variants) {
    std::ofstream(cards + "/toy/deck.json", std::ios::trunc) << "{\"variants\": [" << variants << "]}\n";
  };
  write_rules(std::string(R"({"name": "standard", "rules": [)") + strict + "]}, " + R"({"name": "open", "rules": [)" +
              open + "]}");
  clitest::Result r = run("lint" + at + " --game toy");
  CHECK(r.status == 0);  // legal in "open"
  CHECK(r.out.find("legal in no variant") == std::string::npos);
  write_rules(std::string(R"({"name": "standard", "rules": [)") + strict + "]}");
  r = run("lint" + at + " --game toy");
  CHECK(r.status == 1);
  CHECK(r.out.find("/toy/decks/starter-a.txt: TOY-2.1: variant standard: ") != std::string::npos);
  CHECK(r.out.find("(legal in no variant of deck.json)") != std::string::npos);
  // The same deck, judged by `cardinal deck check`: illegal there too.
  CHECK(run("deck check" + at + " --game toy " + quote(cards + "/toy/decks/starter-a.txt")).status == 1);
}

// `cardinal play` and `cardinal sim` leave a card whose script does not load
// out of play (no abilities), say so on stderr, and play, as `cardinal test`
// skips it.
TEST_CASE("cli play and sim: a card whose script does not load plays without abilities, said on stderr", "[lint][cli]") {
  std::string cards = (dbtest::scratch_dir("broken_play") / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  std::ofstream(cards + "/toy/sets/base/1.lua") << "-- does not compile\nreturn { {\n";
  clitest::Result r = run("play" + at + " --game toy --p1 random --p2 random --seed 1");
  CHECK(r.status == 0);
  CHECK(r.err.find("cardinal play: card 1 plays without abilities: its script does not load (card 1: ") !=
        std::string::npos);
  r = run("sim" + at + " --game toy --games 3 --seed 1 --quiet");  // sim alike
  CHECK(r.status == 0);
  CHECK(r.err.find("cardinal sim: card 1 plays without abilities: its script does not load (card 1: ") !=
        std::string::npos);
  // A ruleset that does not load is still an error.
  std::ofstream(cards + "/toy/rules/00_game.lua", std::ios::app) << "\nreturn { {\n";
  r = run("play" + at + " --game toy --p1 random --p2 random --seed 1");
  CHECK(r.status != 0);
  CHECK(run("sim" + at + " --game toy --games 3 --seed 1 --quiet").status != 0);
}

// A database built before a set file changed answers with the cards as they
// were: every command given it with --db says it is stale and how to rebuild it.
TEST_CASE("cli --db: a database older than its set files is an error that says how to rebuild it", "[db][cli]") {
  namespace fs = std::filesystem;
  std::string cards = (dbtest::scratch_dir("stale_db") / "cards").string();
  std::string db = cards + "/../cards.db";
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  REQUIRE(run("db build" + at + " " + quote(db)).status == 0);
  std::string with_db = at + " --game toy --db " + quote(db);
  CHECK(run("sim" + with_db + " --games 1").status == 0);
  CHECK(run("query" + with_db + " --format ids 'id>0'").status == 0);
  fs::path set = cards + "/toy/sets/base/cards.txt";
  fs::last_write_time(db, fs::last_write_time(set) - std::chrono::seconds(10));  // built before the set changed
  clitest::Result r = run("sim" + with_db + " --games 1");
  CHECK(r.status == 1);
  CHECK(r.err.find(db + " is older than " + cards + "/toy/") != std::string::npos);  // the set file, or schema.sql
  CHECK(r.err.find(": the card database is stale. Rebuild it (`cardinal db build --cards") != std::string::npos);
  r = run("query" + with_db + " --format ids 'id>0'");
  CHECK(r.status == 2);
  CHECK(r.err.find("the card database is stale") != std::string::npos);
  REQUIRE(run("db build" + at + " " + quote(db)).status == 0);
  CHECK(run("sim" + with_db + " --games 1").status == 0);
}

// A set folder linked from outside the cards folder (which the loader does not
// read) gave "0 passed, 0 failed" in silence: it is an error naming the link.
// A link that stays inside is followed, and a link back to a parent ends.
TEST_CASE("cli test: a linked set folder is followed inside the cards folder, named outside it", "[lint][cli]") {
  namespace fs = std::filesystem;
  fs::path root = dbtest::scratch_dir("linked_set");
  std::string cards = (root / "cards").string();
  std::string at = " --cards " + quote(cards);
  REQUIRE(run("new game" + at + " toy").status == 0);
  fs::rename(root / "cards/toy/sets/base", root / "base");
  fs::create_directory_symlink(root / "base", root / "cards/toy/sets/base");
  clitest::Result r = run("test" + at + " --game toy");
  CHECK(r.status != 0);
  CHECK(r.err.find("cards/toy/sets/base: a link out of the cards folder") != std::string::npos);
  fs::remove(root / "cards/toy/sets/base");
  fs::rename(root / "base", root / "cards/kept-base");
  fs::create_directory_symlink(root / "cards/kept-base", root / "cards/toy/sets/base");
  fs::create_directory_symlink(root / "cards/toy", root / "cards/kept-base/loop");
  r = run("test" + at + " --game toy");
  CHECK(r.status == 0);
  CHECK(r.out == "toy: 1 passed, 0 failed\n");
}
