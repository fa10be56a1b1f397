// The text <-> SQLite round trip through the CLI: build, export
// (byte-identical), an edit made with plain SQLite, export again, import the
// edited text into another database, and the query index following edits.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include "cli_util.h"
#include "db_testutil.h"

namespace fs = std::filesystem;
using clitest::quote;
using clitest::run;

TEST_CASE("cli: db build, export, SQLite edit, export, import --replace", "[db][cli]") {
  fs::path dir = dbtest::scratch_dir("cli_roundtrip");
  std::string a = (dir / "a.db").string(), b = (dir / "b.db").string();
  fs::path source = fs::path(CARDINAL_CARDS_DIR) / "zero-dimension" / "sets" / "cs1" / "cards.txt";

  clitest::Result r = run("db build " + quote(a));
  REQUIRE(r.status == 0);
  r = run("db export " + quote(a) + " CS1");
  REQUIRE(r.status == 0);
  CHECK(r.out == dbtest::slurp(source));  // unchanged: byte-identical

  // An edit with another SQLite tool (here the C API, as sqlite3 would).
  sqlite3* h = nullptr;
  REQUIRE(sqlite3_open(a.c_str(), &h) == SQLITE_OK);
  REQUIRE(sqlite3_exec(h, "UPDATE cards SET text = 'Draw 1 card. Zephyr.' WHERE id = 1001", nullptr, nullptr,
                       nullptr) == SQLITE_OK);
  sqlite3_close(h);
  r = run("db export " + quote(a) + " CS1");
  REQUIRE(r.status == 0);
  std::string edited = r.out;
  CHECK(edited != dbtest::slurp(source));
  CHECK(edited.find("name: Ember Pike\ncard_type: character\ncolour: red\ncost: 1\nchar_names: [\"Ember Pike\"]\n"
                    "atk: 1000\ndef: 1000\ntext: Draw 1 card. Zephyr.\n") != std::string::npos);
  // The full-text index followed the edit (triggers), so the query finds it.
  r = run("query --game zero-dimension --db " + quote(a) + " zephyr --format ids");
  CHECK(r.status == 0);
  CHECK(r.out == "1001\n");

  // The edited text imported over the set in a second database exports the same bytes.
  dbtest::spit(dir / "edited" / "cards.txt", edited);
  REQUIRE(run("db build " + quote(b)).status == 0);
  CHECK(run("db import " + quote(b) + " " + quote((dir / "edited" / "cards.txt").string())).status != 0);  // already there
  r = run("db import --replace " + quote(b) + " " + quote((dir / "edited" / "cards.txt").string()));
  CHECK(r.status == 0);
  size_t cards = 0;  // the set's card count, read off its source: one "id:" line each
  for (size_t at = edited.find("\nid: "); at != std::string::npos; at = edited.find("\nid: ", at + 1)) cards++;
  CHECK(cards > 80);
  CHECK(r.out.find("replacing " + std::to_string(cards)) != std::string::npos);
  r = run("db export " + quote(b) + " CS1");
  CHECK(r.out == edited);
  CHECK(run("query --game zero-dimension --db " + quote(b) + " zephyr --format ids").out == "1001\n");
}
