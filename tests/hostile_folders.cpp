// A hostile game folder, card database, replay or client must not reach the
// machine (issue 31, "Escapes to the machine"). Each case here broke on
// 08515d4: a game's schema.sql ran any SQL (ATTACH wrote files), a card
// database could hang every command, a game or deck name was a path, and a
// link in a game folder read files outside the cards root. The threat model
// they check is in docs/architecture.md ("Threat model").
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cardinal/cardinal.h"
#include "cli_util.h"
#include "db/database.h"
#include "db/search_index.h"
#include "db_testutil.h"
#include "scripting/testing.h"
#include "tests/support.h"

using namespace cardinal;
namespace fs = std::filesystem;

namespace {

std::string folder_error(std::map<std::string, std::string> files, const std::string& game = "hostile") {
  try {
    CardLibrary::load({test::kTestGames, game, "", {}, std::make_shared<test::Overlay>(test::kTestGames, std::move(files))});
  } catch (const LoadError& e) {
    return e.what();
  }
  return "loaded";
}

}  // namespace

TEST_CASE("hostile folder: schema.sql may only create tables, indexes and triggers", "[hostile][folder]") {
  const std::string schema = "hostile/schema.sql";
  const std::string own = test::slurp(test::kTestGames + "/" + schema);
  REQUIRE(folder_error({}) == "loaded");
  fs::path dir = dbtest::scratch_dir("hostile_schema");
  fs::path target = dir / "written.db";
  fs::remove(target);
  std::string q = "'" + target.string() + "'";
  // Each of these ran on 08515d4: the first created a database file anywhere
  // the user can write, with a table of the attacker's choosing.
  const std::vector<std::pair<std::string, std::string>> attacks = {
      {"COMMIT; ATTACH DATABASE " + q + " AS x; CREATE TABLE x.t(a);", "BEGIN/COMMIT/ROLLBACK"},
      {"ATTACH DATABASE " + q + " AS x; CREATE TABLE x.t(a);", "ATTACH"},
      {"VACUUM INTO " + q + ";", ""},
      {"PRAGMA soft_heap_limit = 1;", "PRAGMA soft_heap_limit"},
      {"INSERT INTO meta(key, value) VALUES ('owned', 'yes');", "INSERT meta"},
      {"CREATE VIEW spy AS SELECT * FROM cards;", "CREATE VIEW"},
      {"CREATE TEMP TRIGGER t AFTER INSERT ON cards BEGIN SELECT 1; END;", "CREATE TEMP TRIGGER"},
      {"DROP TABLE sets;", "DELETE sqlite_master"},
  };
  for (const auto& [sql, refused] : attacks) {
    INFO(sql);
    std::string err = folder_error({{schema, own + "\n" + sql}});
    CHECK_THAT(err, Catch::Contains(schema));
    if (!refused.empty()) CHECK_THAT(err, Catch::Contains(refused + " is not allowed in a game schema"));
    CHECK_FALSE(fs::exists(target));
  }
  // What a schema is for still works: a CHECK, an index and a trigger.
  CHECK(folder_error({{schema, own + "\nCREATE INDEX mini_by_speed ON mini_cards(speed);\n"
                                   "CREATE TRIGGER mini_type BEFORE INSERT ON cards WHEN NEW.card_type = 'x' "
                                   "BEGIN SELECT RAISE(ABORT, 'no x'); END;\n"}}) == "loaded");
}

TEST_CASE("hostile database: a cards table that never ends is stopped with a clear error", "[hostile][folder]") {
  fs::path path = dbtest::scratch_dir("hostile_db") / "endless.db";
  fs::remove(path);
  {
    db::Database d = db::Database::create(path.string());
    d.apply_game_schema("g", "CREATE TABLE g_cards(id INTEGER PRIMARY KEY);");
  }
  // Rebuilt outside the engine, as an attacker would: `cards` is a view over
  // a recursive query that produces rows forever and matches none.
  sqlite3* h = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &h) == SQLITE_OK);
  REQUIRE(sqlite3_exec(h,
                       "PRAGMA foreign_keys = OFF; DROP TABLE g_cards; DROP TABLE cards;"
                       "CREATE VIEW cards AS WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) "
                       "SELECT x AS id, 'g' AS game, 'S' AS set_code, '1' AS number, 'n' AS name, 't' AS card_type, "
                       "'' AS text, NULL AS flavor FROM r WHERE x < 0;"
                       "CREATE TABLE g_cards(id INTEGER PRIMARY KEY);",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(h);
  auto before = db::sql::time_limit();
  db::sql::set_time_limit(std::chrono::milliseconds(200));
  std::string err;
  try {
    db::Database::open(path.string(), db::Database::Access::ReadOnly).load_cards("g");
  } catch (const db::Error& e) {
    err = e.what();
  }
  db::sql::set_time_limit(before);
  CHECK_THAT(err, Catch::Contains("ran longer than 200 ms"));
}

TEST_CASE("hostile names: a game or deck name is never a path", "[hostile][folder]") {
  // A replay's "game" and the C API's game and deck names are untrusted.
  for (const std::string game : {"../games/mini", "..", "/etc", "mini/../mini", ".hidden", ""}) {
    INFO(game);
    CHECK_THAT(folder_error({}, game), Catch::Contains("a game is named by its folder"));
  }
  auto lib = test::library("mini");
  for (const std::string deck : {"/etc/passwd", "../../mini/decks/a", "..", "a/b"}) {
    INFO(deck);
    CHECK_THROWS_WITH(lib->deck(deck), Catch::Contains("a deck is named by its file"));
  }

  cardinal_library* l = cardinal_library_new();
  cardinal_library_paths paths{test::kTestGames.c_str(), "mini", nullptr};
  REQUIRE(cardinal_library_load(l, &paths) == CARDINAL_OK);
  const int64_t* ids = nullptr;
  size_t n = 0;
  CHECK(cardinal_library_deck(l, "/etc/passwd", &ids, &n) == CARDINAL_BAD_ARGUMENT);
  CHECK_THAT(cardinal_library_error(l), Catch::Contains("never by a path"));
  CHECK(cardinal_library_deck(l, "../../../../etc/passwd", &ids, &n) == CARDINAL_BAD_ARGUMENT);
  cardinal_library_free(l);

  // The CLI: a replay whose game climbs out of the cards folder is refused
  // (on 08515d4 this one verified: "../cards/zero-dimension" is the real game).
  fs::path dir = dbtest::scratch_dir("hostile_replay");
  REQUIRE(clitest::run("sim --game zero-dimension --games 1 --seed 1 --record " + clitest::quote(dir.string()) +
                       " >/dev/null")
              .status == 0);
  std::string replay = test::slurp(dir / "game-0.json");
  const std::string field = "\"game\":\"zero-dimension\"";
  size_t at = replay.find(field);
  REQUIRE(at != std::string::npos);
  replay.replace(at, field.size(), "\"game\":\"../cards/zero-dimension\"");
  std::ofstream(dir / "climb.json") << replay;
  clitest::Result r = clitest::run("replay " + clitest::quote((dir / "climb.json").string()));
  CHECK(r.status != 0);
  CHECK_THAT(r.err, Catch::Contains("a game is named by its folder"));
}

TEST_CASE("hostile folder: a link in a game folder cannot read outside the cards root", "[hostile][folder]") {
  fs::path root = dbtest::scratch_dir("hostile_links") / "cards";
  fs::remove_all(root);
  fs::create_directories(root);
  fs::copy(test::kTestGames + "/mini", root / "mini", fs::copy_options::recursive);
  REQUIRE_NOTHROW(CardLibrary::load({root.string(), "mini"}));
  // A secret beside the cards root, and a rules file that links to it.
  fs::path secret = root.parent_path() / "secret.lua";
  std::ofstream(secret) << "error('read outside the root')\n";
  fs::path rules = root / "mini" / "rules";
  std::string first = fs::directory_iterator(rules)->path().filename().string();
  fs::create_symlink(secret, rules / "zz_link.lua");
  try {
    CardLibrary::load({root.string(), "mini"});
  } catch (const LoadError& e) {
    CHECK_THAT(e.what(), !Catch::Contains("read outside the root"));
  }
  // A link inside the root is followed.
  fs::remove(rules / "zz_link.lua");
  fs::rename(rules / first, root / "moved.lua");
  fs::create_symlink(root / "moved.lua", rules / first);
  CHECK_NOTHROW(CardLibrary::load({root.string(), "mini"}));
}

// A game folder's *.test.lua files run under `cardinal test` in the same
// sandbox as its cards, and are refused the same things: a to-be-closed
// variable (its handler would run while the engine unwinds) fails the file.
TEST_CASE("hostile folder: a Lua test file may not declare <close> variables", "[hostile][folder]") {
  fs::path root = dbtest::scratch_dir("hostile_tests") / "cards";
  fs::create_directories(root);
  fs::copy(test::kTestGames + "/mini", root / "mini", fs::copy_options::recursive);
  fs::path file = root / "mini" / "tests" / "closer.test.lua";
  std::ofstream(file) << "test(\"closes\", function()\n"
                         "  local x <close> = setmetatable({}, { __close = function() end })\n"
                         "end)\n";
  auto lib = CardLibrary::load({root.string(), "mini"});
  std::vector<LuaTestResult> r = run_lua_test_file(*lib, file.string());
  REQUIRE(r.size() == 1);
  CHECK_FALSE(r[0].ok);
  CHECK_THAT(r[0].message, Catch::Contains("closer.test.lua:2: to-be-closed variables (<close>) are not allowed"));
}

// `cardinal db build` reads the set files and schemas itself (not through the
// loader): a set file that is a link out of the cards folder is not read.
TEST_CASE("hostile folder: db build does not follow a link out of the cards folder", "[hostile][folder][db]") {
  fs::path root = dbtest::scratch_dir("hostile_db_links") / "cards";
  fs::remove_all(root);
  fs::create_directories(root);
  fs::copy(test::kTestGames + "/mini", root / "mini", fs::copy_options::recursive);
  REQUIRE_NOTHROW(db::build_in_memory(root, {"mini"}));
  fs::path set = root / "mini" / "sets" / "base" / "cards.txt";
  fs::path outside = root.parent_path() / "elsewhere.txt";
  fs::rename(set, outside);
  fs::create_symlink(outside, set);
  CHECK_THROWS_WITH(db::build_in_memory(root, {"mini"}), Catch::Contains("leads out of the cards folder"));
  // A link that stays inside is followed.
  fs::rename(outside, root / "mini" / "kept.txt");
  fs::remove(set);
  fs::create_symlink(root / "mini" / "kept.txt", set);
  CHECK_NOTHROW(db::build_in_memory(root, {"mini"}));
}
