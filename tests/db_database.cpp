// The SQLite card database: build, load, constraint errors, export.
#include <catch2/catch.hpp>

#include "db/database.h"
#include "db_testutil.h"

using namespace cardinal::db;
using Catch::Matchers::Contains;
namespace fs = std::filesystem;

namespace {

// A cards/ tree with the real ZD schema and the given set file.
fs::path make_cards_root(const std::string& name, const std::string& set_text) {
  fs::path root = dbtest::scratch_dir(name) / "cards";
  fs::create_directories(root / "zero-dimension");
  fs::copy_file(dbtest::zd_schema_file(), root / "zero-dimension" / "schema.sql");
  dbtest::spit(root / "zero-dimension" / "sets" / "ts1" / "cards.txt", set_text);
  return root;
}

std::string replace_once(std::string s, const std::string& from, const std::string& to) {
  size_t p = s.find(from);
  REQUIRE(p != std::string::npos);
  return s.replace(p, from.size(), to);
}

std::string import_error(Database& db, const std::string& text) {
  try {
    db.import_set(parse_set(text, "cards.txt"));
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("database: game schema is discovered from schema.sql", "[db]") {
  Database db = dbtest::zd_memory_db();
  const GameSchema& gs = db.schema("zero-dimension");
  CHECK(gs.table == "zd_cards");
  std::vector<std::string> expected = {
      "colour", "cost", "cost_variable", "cost_cells", "char_names", "attributes",
      "atk", "atk_variable", "def", "def_variable", "atk_bonus", "def_bonus",
      "tactic_speed", "equip_opponent", "has_counter", "rarity", "series", "keywords"};
  CHECK(gs.column_names() == expected);
  CHECK(gs.find("rarity")->default_value == Value::text("common"));
  CHECK(gs.find("cost_variable")->default_value == Value::integer(0));
  CHECK(gs.find("char_names")->json_array);
  CHECK_FALSE(gs.find("series")->json_array);
  CHECK_FALSE(gs.find("atk")->default_value.has_value());

  CHECK_THROWS_WITH(db.apply_game_schema("other", "CREATE TABLE x(id INTEGER PRIMARY KEY);", "x.sql"),
                    "x.sql: must create exactly one table named <prefix>_cards, created 0");
  CHECK_THROWS_WITH(db.apply_game_schema("other", "CREATE TABL oops;", "x.sql"),
                    Contains("x.sql: near \"TABL\": syntax error"));
  // The failed scripts left nothing behind.
  CHECK(db.games() == std::vector<std::string>{"zero-dimension"});
}

TEST_CASE("database: build from set files and load rows back", "[db]") {
  fs::path root = make_cards_root("build", dbtest::kSample);
  fs::path db_path = root.parent_path() / "out" / "cards.db";
  BuildStats stats = build(db_path, root, {"zero-dimension"});
  CHECK(stats.games == 1);
  CHECK(stats.sets == 1);
  CHECK(stats.cards == 3);
  CHECK_FALSE(fs::exists(db_path.string() + ".tmp"));

  Database db = Database::open(db_path.string(), Database::Access::ReadOnly);
  CHECK(db.games() == std::vector<std::string>{"zero-dimension"});
  std::vector<SetHeader> sets = db.list_sets("zero-dimension");
  REQUIRE(sets.size() == 1);
  CHECK(sets[0].set_code == "TS1");
  CHECK(sets[0].name == "Test Set 1");
  CHECK(sets[0].comments.size() == 2);

  std::vector<CardRow> rows = db.load_cards("zero-dimension");
  REQUIRE(rows.size() == 3);
  const CardRow& herald = rows[0];
  CHECK(herald.id == 9001);
  CHECK(herald.game == "zero-dimension");
  CHECK(herald.set_code == "TS1");
  CHECK(herald.number == "TS1-001");
  CHECK(herald.card_type == "character");
  CHECK(herald.text == "When this card is deployed, draw a card.\nLV2: This card gets (ATK)+1000.");
  CHECK(herald.flavor == std::optional<std::string>("\"Ring the bell.\""));
  CHECK(herald.fields.size() == db.schema("zero-dimension").columns.size());
  CHECK(*herald.get("colour") == Value::text("red"));
  CHECK(*herald.get("atk") == Value::integer(2000));
  CHECK(*herald.get("char_names") == Value::text("[\"Bell Herald\", \"Spear Warden\"]"));
  CHECK(herald.get("atk_bonus")->is_null());
  CHECK(herald.get("nonexistent") == nullptr);

  const CardRow& staff = rows[1];
  CHECK(*staff.get("atk_bonus") == Value::integer(-500));
  CHECK(*staff.get("rarity") == Value::text("common"));      // column default
  CHECK(*staff.get("attributes") == Value::text("[]"));
  CHECK(staff.text.empty());
  CHECK_FALSE(staff.flavor.has_value());

  const CardRow& gale = rows[2];
  CHECK(gale.get("cost")->is_null());
  CHECK(*gale.get("cost_variable") == Value::integer(1));

  // JSON arrays are queryable with SQLite's JSON functions.
  sql::Connection raw(db_path.string(), SQLITE_OPEN_READONLY);
  sql::Statement st = raw.prepare(
      "SELECT c.name FROM cards c JOIN zd_cards z USING (id), json_each(z.char_names) j "
      "WHERE j.value = ?1");
  st.bind(1, std::string_view("Spear Warden"));
  REQUIRE(st.step());
  CHECK(st.text(0) == "Bell Herald");
}

TEST_CASE("database: constraint violations are precise and roll back", "[db]") {
  Database db = dbtest::zd_memory_db();

  SECTION("CHECK violation names card, column and line; nothing imported") {
    std::string bad = replace_once(dbtest::kSample, "colour: blue", "colour: purple");
    std::string err = import_error(db, bad);
    CHECK_THAT(err, Contains("cards.txt:28: card 9002 (TS1-002): column colour = \"purple\" rejected"));
    CHECK_THAT(err, Contains("CHECK constraint failed"));
    CHECK(db.list_sets("zero-dimension").empty());
    CHECK(db.load_cards("zero-dimension").empty());
    // The same set imports fine afterwards: the failed attempt left nothing.
    db.import_set(parse_set(dbtest::kSample, "cards.txt"));
    CHECK(db.load_cards("zero-dimension").size() == 3);
  }
  SECTION("a check over two columns names both") {
    std::string bad = replace_once(dbtest::kSample, "cost_variable: 1\n", "");
    CHECK_THAT(import_error(db, bad),
               Contains("card 9003 (TS1-003): columns cost = absent, cost_variable = absent rejected"));
  }
  SECTION("missing NOT NULL column") {
    std::string bad = replace_once(dbtest::kSample, "colour: green\n", "");
    CHECK(import_error(db, bad).rfind(
              "cards.txt:34: card 9003 (TS1-003): column \"colour\" is required (NOT NULL)", 0) == 0);
  }
  SECTION("card type checked by the game's trigger") {
    std::string bad = replace_once(dbtest::kSample, "card_type: tactic", "card_type: spell");
    CHECK_THAT(import_error(db, bad),
               Contains("cards.txt:37: card 9003 (TS1-003): column card_type = \"spell\" rejected: "
                        "card_type must be character, equipment, tactic or event"));
  }
  SECTION("ids and numbers are unique across sets") {
    db.import_set(parse_set(dbtest::kSample, "ts1.txt"));
    std::string other = "game: zero-dimension\nset: TS2\nname: Two\n\n"
                        "id: 9002\nnumber: TS2-001\nname: X\ncard_type: event\ncolour: red\ncost: 1\n";
    CHECK(import_error(db, other) ==
          "cards.txt:5: card 9002 (TS2-001): duplicate id 9002: already used by card TS1-002 of set TS1");
    other = replace_once(replace_once(other, "9002", "9100"), "TS2-001", "TS1-003");
    CHECK(import_error(db, other) ==
          "cards.txt:6: card 9100 (TS1-003): duplicate number \"TS1-003\": already used by card 9003 "
          "of set TS1");
    CHECK(db.list_sets("zero-dimension").size() == 1);
    CHECK(import_error(db, dbtest::kSample) ==
          "cards.txt:3: set \"TS1\" of game zero-dimension is already in the database");
  }
  SECTION("unknown game") {
    CHECK_THAT(import_error(db, "game: chess\nset: A\nname: B\n"),
               Contains("cards.txt:1: no schema for game \"chess\""));
  }
}

TEST_CASE("database: failed build keeps the old database", "[db]") {
  fs::path root = make_cards_root("build_fail", dbtest::kSample);
  fs::path db_path = root.parent_path() / "cards.db";
  build(db_path, root);  // all games found by directory
  std::string before = dbtest::slurp(db_path);

  fs::path set_file = root / "zero-dimension" / "sets" / "ts1" / "cards.txt";
  dbtest::spit(set_file, replace_once(dbtest::kSample, "colour: blue", "colour: purple"));
  CHECK_THROWS_WITH(build(db_path, root),
                    Contains(set_file.string() + ":28: card 9002 (TS1-002): column colour"));
  CHECK(dbtest::slurp(db_path) == before);
  CHECK_FALSE(fs::exists(db_path.string() + ".tmp"));
}

TEST_CASE("database: export reflects SQL edits and is otherwise identical", "[db]") {
  Database db = dbtest::zd_memory_db();
  db.import_set(parse_set(dbtest::kSample, "cards.txt"));

  CHECK(db.export_text("zero-dimension", "TS1") == dbtest::kSample);
  SetSource exported = db.export_set("zero-dimension", "TS1");
  CHECK(write_set(exported, db.schema("zero-dimension")) == dbtest::kSample);

  db.exec("UPDATE zd_cards SET atk = 2500 WHERE id = 9001");
  db.exec("UPDATE zd_cards SET rarity = 'secret', char_names = '[\"Solo\"]' WHERE id = 9002");
  db.exec("UPDATE cards SET flavor = NULL WHERE id = 9001");
  std::string expected = replace_once(dbtest::kSample, "atk: 2000", "atk: 2500");
  expected = replace_once(expected, "flavor: \"Ring the bell.\"\n", "");
  expected = replace_once(expected, "cost: 2\n", "cost: 2\nchar_names: [\"Solo\"]\n");
  expected = replace_once(expected, "equip_opponent: 1\n", "equip_opponent: 1\nrarity: secret\n");
  CHECK(db.export_text("zero-dimension", "TS1") == expected);

  // STRICT tables refuse mistyped edits outright.
  CHECK_THROWS_WITH(db.exec("UPDATE zd_cards SET atk = 'lots' WHERE id = 9001"),
                    Contains("cannot store TEXT value in INTEGER column zd_cards.atk"));
  CHECK_THROWS_WITH(db.export_text("zero-dimension", "XX"),
                    Contains("no set \"XX\" for game \"zero-dimension\""));
}

TEST_CASE("database: a built database reopens with its game schemas", "[db]") {
  fs::path dir = dbtest::scratch_dir("reopen");
  std::string path = (dir / "cards.db").string();
  {
    Database db = Database::create(path);
    db.apply_game_schema("zero-dimension", dbtest::slurp(dbtest::zd_schema_file()));
    db.import_set(parse_set(dbtest::kSample, "cards.txt"));
  }
  Database db = Database::open(path);
  CHECK(db.schema("zero-dimension").table == "zd_cards");
  CHECK(db.load_set("zero-dimension", "TS1").size() == 3);
  CHECK(db.export_text("zero-dimension", "TS1") == dbtest::kSample);
  CHECK_THROWS_WITH(Database::create(path), Contains(path + ": already exists"));
}

TEST_CASE("database: corrupt or foreign files give a clear error", "[db]") {
  fs::path dir = dbtest::scratch_dir("corrupt");

  std::string garbage = (dir / "garbage.db").string();
  dbtest::spit(garbage, std::string(4096, '\x5a') + "this is not SQLite at all");
  CHECK_THROWS_WITH(Database::open(garbage),
                    garbage + ": cannot read card database: file is not a database");

  std::string foreign = (dir / "foreign.db").string();
  {
    sql::Connection c(foreign, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    c.exec("CREATE TABLE t(x)");
  }
  CHECK_THROWS_WITH(Database::open(foreign),
                    foreign + ": not a Cardinal card database (it has no meta table)");

  std::string missing = (dir / "missing.db").string();
  CHECK_THROWS_WITH(Database::open(missing), Contains(missing + ": cannot open database"));
}
