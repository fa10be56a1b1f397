// The set text format: round trips and error messages with line numbers.
#include <catch2/catch.hpp>

#include "db/setfile.h"
#include "db_testutil.h"

using namespace cardinal::db;
using Catch::Matchers::Contains;

namespace {

// Parses text as "cards.txt" and converts every card against the real ZD
// schema, so schema errors surface too. Returns the error message, or "".
std::string error_of(const std::string& text) {
  static Database db = dbtest::zd_memory_db();
  try {
    SetSource src = parse_set(text, "cards.txt");
    to_rows(src, db.schema("zero-dimension"));
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

const std::string kHeader = "game: zero-dimension\nset: TS1\nname: Test Set 1\n\n";

}  // namespace

TEST_CASE("set file: canonical text round-trips byte for byte", "[db]") {
  Database db = dbtest::zd_memory_db();
  const GameSchema& gs = db.schema("zero-dimension");
  SetSource src = parse_set(dbtest::kSample, "sample.txt");

  CHECK(src.header.game == "zero-dimension");
  CHECK(src.header.set_code == "TS1");
  CHECK(src.header.name == "Test Set 1");
  REQUIRE(src.header.comments.size() == 2);
  CHECK(src.header.comments[0] == "# Zero-Dimension test set: not real cards.");
  REQUIRE(src.cards.size() == 3);
  CHECK(src.cards[0].line == 7);
  CHECK(src.cards[0].find("text")->value ==
        "When this card is deployed, draw a card.\nLV2: This card gets (ATK)+1000.");
  CHECK(src.cards[2].find("text")->value == "  Indented first line.\n\n.\nLast line.");

  std::string out = write_set(src, gs);
  CHECK(out == dbtest::kSample);
  CHECK(write_set(parse_set(out, "again.txt"), gs) == out);
}

TEST_CASE("set file: writer canonicalises order, defaults and JSON", "[db]") {
  Database db = dbtest::zd_memory_db();
  const GameSchema& gs = db.schema("zero-dimension");
  // Cards out of number order, keys out of order, explicit defaults,
  // JSON without spaces, extra blank lines and trailing spaces.
  std::string messy =
      "game: zero-dimension\nset: TS1\nname: Test Set 1\n\n\n"
      "number: TS1-002\nid: 2\nname: B\ncard_type: event\ncolour: white   \ncost: 01\n"
      "rarity: common\nseries:\nchar_names: [\"X\",\"Y\"]\n\n"
      "id: 1\nname: A\nnumber: TS1-001\ncard_type: event\ncost: 0\ncolour: black\n"
      "text:\n  one\n  two\n";
  std::string expected =
      "game: zero-dimension\nset: TS1\nname: Test Set 1\n\n"
      "id: 1\nnumber: TS1-001\nname: A\ncard_type: event\ncolour: black\ncost: 0\n"
      "text: one\n  two\n\n"
      "id: 2\nnumber: TS1-002\nname: B\ncard_type: event\ncolour: white\ncost: 1\n"
      "char_names: [\"X\", \"Y\"]\n";
  CHECK(write_set(parse_set(messy, "messy.txt"), gs) == expected);
}

TEST_CASE("set file: multi-line values and empty values", "[db]") {
  SetSource src = parse_set(kHeader +
                                "id: 1\nnumber: N1\nname: A\ncard_type: event\n"
                                "text: first\n  second\n     indented\n  .\nflavor:\n",
                            "cards.txt");
  REQUIRE(src.cards.size() == 1);
  CHECK(src.cards[0].find("text")->value == "first\nsecond\n   indented\n");
  CHECK(src.cards[0].find("flavor")->value.empty());
  CHECK(src.cards[0].find("flavor")->line == 13);
}

TEST_CASE("set file: errors name the file and line", "[db]") {
  const std::string card = "id: 1\nnumber: TS1-001\nname: A\ncard_type: event\ncolour: red\ncost: 1\n";

  SECTION("unknown column") {
    CHECK(error_of(kHeader + card + "colr: red\n") ==
          "cards.txt:11: unknown column \"colr\" for game zero-dimension");
  }
  SECTION("duplicate key in a record") {
    CHECK(error_of(kHeader + card + "name: B\n") ==
          "cards.txt:11: duplicate key \"name\" in record (first at line 7)");
  }
  SECTION("bad integer") {
    CHECK(error_of(kHeader + card + "atk: 20x0\n") ==
          "cards.txt:11: bad integer \"20x0\" for column \"atk\"");
    CHECK_THAT(error_of(kHeader + card + "def: 99999999999999999999\n"),
               Contains("cards.txt:11: bad integer"));
  }
  SECTION("bad JSON array") {
    CHECK_THAT(error_of(kHeader + card + "char_names: [\"A\"\n"),
               Contains("cards.txt:11: column \"char_names\": invalid JSON"));
    CHECK_THAT(error_of(kHeader + card + "attributes: \"A\"\n"),
               Contains("cards.txt:11: column \"attributes\": expected a JSON array"));
  }
  SECTION("missing id") {
    CHECK(error_of(kHeader + "number: TS1-001\nname: A\ncard_type: event\n") ==
          "cards.txt:5: card record has no \"id\"");
  }
  SECTION("bad id") {
    CHECK(error_of(kHeader + "id: -3\nnumber: TS1-001\nname: A\ncard_type: event\n") ==
          "cards.txt:5: bad id \"-3\": expected a positive integer");
  }
  SECTION("duplicate id across records") {
    CHECK(error_of(kHeader + card + "\nid: 1\nnumber: TS1-002\nname: B\ncard_type: event\n") ==
          "cards.txt:12: duplicate id 1 (first at line 5)");
  }
  SECTION("duplicate number across records") {
    CHECK(error_of(kHeader + card + "\nid: 2\nnumber: TS1-001\nname: B\ncard_type: event\n") ==
          "cards.txt:13: duplicate number \"TS1-001\" (first at line 6)");
  }
  SECTION("continuation line without a record") {
    CHECK(error_of("  stray\n" + kHeader) ==
          "cards.txt:1: continuation line without a preceding \"key: value\" line");
    CHECK(error_of(kHeader + card + "\n  stray\n") ==
          "cards.txt:12: continuation line without a preceding \"key: value\" line");
  }
  SECTION("continuation with the wrong indent") {
    CHECK(error_of(kHeader + card + "text: a\n b\n") ==
          "cards.txt:12: continuation lines must start with exactly two spaces");
  }
  SECTION("line without a colon") {
    CHECK(error_of(kHeader + card + "just words\n") ==
          "cards.txt:11: expected \"key: value\", got \"just words\"");
  }
  SECTION("comment after the first card") {
    CHECK(error_of(kHeader + card + "# late\n") ==
          "cards.txt:11: comments are only allowed before the first card record");
  }
  SECTION("header problems") {
    CHECK(error_of("game: zero-dimension\nset: TS1\n\n" + card) ==
          "cards.txt:1: set header has no \"name\"");
    CHECK(error_of("game: zero-dimension\nset: TS1\nname: T\nsize: 3\n") ==
          "cards.txt:4: unknown header key \"size\" (the first record is the set header: game, "
          "set, name)");
    CHECK(error_of("") == "cards.txt:1: no set header: expected a first record with game, set and name");
  }
  SECTION("header keys do not belong in cards") {
    CHECK(error_of(kHeader + card + "set_code: X\n") ==
          "cards.txt:11: \"set_code\" comes from the set header, not from card records");
  }
  SECTION("set of another game") {
    CHECK(error_of("game: other\nset: X\nname: Y\n") ==
          "cards.txt:1: set is for game \"other\" but the schema is for \"zero-dimension\"");
  }
}

TEST_CASE("set file: values the format cannot hold are refused on write", "[db]") {
  Database db = dbtest::zd_memory_db();
  SetHeader h{"zero-dimension", "TS1", "T", {}, 0};
  CardRow row;
  row.id = 1;
  row.number = "TS1-001";
  row.name = "A";
  row.card_type = "event";
  row.text = "trailing space \nnext";
  row.fields = {{"colour", Value::text("red")}};
  CHECK_THROWS_WITH(write_set(h, {row}, db.schema("zero-dimension")),
                    Contains("card 1 (TS1-001): \"text\" has trailing whitespace"));
}
