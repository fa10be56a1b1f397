// The JSON files beside a game (deck.json, query.json, lint.json) are read
// with defaults for what is missing; a key they do not know is a misspelling,
// reported with the file and the object, never a default taken in silence.
#include <catch2/catch.hpp>

#include "db/types.h"
#include "deck/deck_rules.h"
#include "core/json_keys.h"
#include "search/registry.h"
#include "query_testutil.h"

using namespace cardinal;
using namespace cardinal::search;
using namespace cardinal::deck;

TEST_CASE("config keys: unknown_key names the key, the closest known one and all of them", "[query][config]") {
  using nlohmann::json;
  CHECK(unknown_key(json::parse(R"({"id": 1, "comment": "any object may have one"})"), {"id"}).empty());
  CHECK(unknown_key(json::parse(R"({"id": 1, "mesage": "x"})"), {"id", "message"}) ==
        "unknown key \"mesage\" (did you mean \"message\"?); it may have: id, message");
  CHECK(unknown_key(json::parse(R"({"zz": 1})"), {"id", "message"}) == "unknown key \"zz\"; it may have: id, message");
  CHECK(unknown_key(json::parse("[1]"), {"id"}) == "must be an object");
}

TEST_CASE("config keys: deck.json", "[query][config][deck]") {
  auto error = [](const std::string& text) {
    try {
      parse_deck_rules(text, "g", "g/deck.json");
    } catch (const db::Error& e) {
      return std::string(e.what());
    }
    return std::string("parsed");
  };
  CHECK(error(R"({"variants": [{"name": "x", "rules": [{"id": "A", "kind": "size", "exactly": 40}]}]})") == "parsed");
  CHECK(error(R"({"variants": [{"name": "x", "rules": [{"id": "A", "kind": "size", "exactly": 40, "mx": 3}]}]})") ==
        "g/deck.json: rule A: unknown key \"mx\" (did you mean \"max\"?); it may have: id, kind, sections, when, exactly, "
        "min, max, key, override, column, procedure");
  CHECK_THAT(error(R"({"variants": [{"name": "x", "rule": []}]})"),
             Catch::StartsWith("g/deck.json: variant x: unknown key \"rule\" (did you mean \"rules\"?)"));
  CHECK_THAT(error(R"({"variant": []})"), Catch::StartsWith("g/deck.json: unknown key \"variant\" (did you mean \"variants\"?)"));
}

TEST_CASE("config keys: query.json", "[query][config]") {
  const db::GameSchema& schema = querytest::pool().db.schema("zero-dimension");
  auto error = [&](const std::string& text) {
    try {
      Registry::from_json(text, schema, "q.json");
    } catch (const db::Error& e) {
      return std::string(e.what());
    }
    return std::string("parsed");
  };
  CHECK(error(R"({"fields": [{"name": "cost", "kind": "int", "column": "cost", "help": "h"}]})") == "parsed");
  CHECK_THAT(error(R"({"fields": [{"name": "cost", "kind": "int", "column": "cost", "hepl": "h"}]})"),
             Catch::StartsWith("q.json: field \"cost\": unknown key \"hepl\" (did you mean \"help\"?)"));
  CHECK_THAT(error(R"({"fields": [], "flags": [{"name": "f", "sql": "1", "halp": ""}]})"),
             Catch::StartsWith("q.json: flag \"f\": unknown key \"halp\" (did you mean \"help\"?)"));
  CHECK_THAT(error(R"({"fields": [], "stats": {"curv": "cost"}})"),
             Catch::StartsWith("q.json: stats: unknown key \"curv\" (did you mean \"curve\"?)"));
  CHECK_THAT(error(R"({"field": []})"), Catch::StartsWith("q.json: unknown key \"field\" (did you mean \"fields\"?)"));
}
