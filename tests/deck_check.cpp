// Deck construction rules as data (deck/deck_check, deck/deck_rules): each Zero-Dimension rule
// (ZD-S02's cases), deck-file syntax, and an FF-TCG-like rule set declared
// only in JSON (50 constructed / 40+ limited, at most 3 per card number).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <filesystem>

#include "db/search_index.h"
#include "deck/deck_check.h"

using namespace cardinal;
using namespace cardinal::deck;
using namespace cardinal::deck;

namespace {

const std::vector<db::CardRow>& cs1() {
  static std::vector<db::CardRow> rows =
      db::build_in_memory(CARDINAL_CARDS_DIR, {"zero-dimension"}).load_cards("zero-dimension");
  return rows;
}

const DeckVariant& zd() {
  static DeckRules rules =
      load_deck_rules(std::filesystem::path(CARDINAL_CARDS_DIR) / "zero-dimension", "zero-dimension");
  return *rules.variant("");
}

std::vector<std::string> problems(const std::string& deck_text, std::set<std::string> flags = {},
                                  const std::vector<db::CardRow>& rows = cs1(), const DeckVariant& v = zd()) {
  DeckReport r = check_deck(parse_deck(deck_text, "deck.txt"), rows, v, flags);
  std::vector<std::string> out;
  for (const DeckProblem& p : r.problems) out.push_back(format_problem("deck.txt", p));
  return out;
}

// n cards: one copy each of CS1 ids from `first`, skipping `skip`.
std::string fillers(int n, int64_t first = 1003) {
  std::string out;
  for (int64_t id = first; n > 0; ++id, --n) out += "1 " + std::to_string(id) + "\n";
  return out;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("ZD-S02 (ZD-2.1 to ZD-2.4): the starter and pool decks are legal, also with --official", "[deck][zd][scenario]") {
  for (const char* name : {"starter-a", "starter-b", "pool-c", "pool-d"}) {
    INFO(name);
    std::string path = std::string(CARDINAL_CARDS_DIR) + "/zero-dimension/decks/" + name + ".txt";
    DeckReport r = check_deck(read_deck(path), cs1(), zd(), {"official"});
    CHECK(r.cards == 50);
    CHECK(r.problems.empty());
  }
}

TEST_CASE("ZD-S02 (ZD-2.1): exactly 50 cards", "[deck][zd][scenario]") {
  CHECK(problems(fillers(50)).empty());
  CHECK(problems(fillers(49)) == Lines{"deck.txt: ZD-2.1: the deck has 49 cards, it must have exactly 50"});
  CHECK(problems(fillers(51)) == Lines{"deck.txt: ZD-2.1: the deck has 51 cards, it must have exactly 50"});
}

TEST_CASE("ZD-S02 (ZD-2.2): at most 4 of the same name and colour", "[deck][zd][scenario]") {
  // 4 red + 4 blue Ember Pike (1001, 1002) count separately: legal.
  CHECK(problems("4 1001\n4 1002\n" + fillers(42)).empty());
  CHECK(problems("5 1001 Ember Pike (red)\n" + fillers(45)) ==
        Lines{"deck.txt: ZD-2.2: \"Ember Pike\" (red) ×5, at most 4"});
  // Copies on several lines add up.
  CHECK(problems("3 1001\n2 1001\n" + fillers(45)) ==
        Lines{"deck.txt: ZD-2.2: \"Ember Pike\" (red) ×5, at most 4"});
}

TEST_CASE("ZD-S02 (ZD-2.3): one series only with --official", "[deck][zd][scenario]") {
  std::vector<db::CardRow> rows = cs1();
  for (db::CardRow& r : rows)
    for (auto& [col, v] : r.fields)
      if (col == "series") v = db::Value::text(r.id == 1003 ? "Series B" : "Series A");
  std::string deck = fillers(50);
  CHECK(problems(deck, {}, rows).empty());
  CHECK(problems(deck, {"official"}, rows) ==
        Lines{"deck.txt: ZD-2.3: cards with 2 different series (Series A, Series B); only one is allowed with --official"});
}

TEST_CASE("ZD-S02 (ZD-2.4): every line names a card of the game", "[deck][zd][scenario]") {
  CHECK(problems("1 99999 no such card\n" + fillers(49)) ==
        Lines{"deck.txt:1: ZD-2.4: no card with id 99999 in the card database"});
  CHECK(problems("4 Gale Rider\n" + fillers(46)).empty());     // an exact name
  CHECK(problems("4 gale rider\n" + fillers(46)).empty());     // case does not matter
  CHECK(problems("# c\n4 Sparks\n" + fillers(46)) == Lines{"deck.txt:2: ZD-2.4: no card named \"Sparks\""});
  CHECK(problems("4 Ember Pike\n" + fillers(46)) ==
        Lines{"deck.txt:1: ZD-2.4: \"Ember Pike\" names 2 cards: 1001 (CS1-001), 1002 (CS1-002); write the id instead"});
}

TEST_CASE("ZD-2.5: no side or extra deck", "[deck][zd]") {
  CHECK(problems("[main]\n" + fillers(50)).empty());
  CHECK(problems(fillers(50) + "[side]\n2 1060\n") ==
        Lines{"deck.txt: ZD-2.1: the deck has 52 cards, it must have exactly 50",
              "deck.txt:52: ZD-2.5: section [side] is not allowed (only [main])"});
}

TEST_CASE("ZD-S02 (ZD-2.6): several problems come in rule order", "[deck][zd][scenario]") {
  CHECK(problems("5 1001\n1 99999\n" + fillers(44)) ==
        Lines{"deck.txt: ZD-2.2: \"Ember Pike\" (red) ×5, at most 4",
              "deck.txt:2: ZD-2.4: no card with id 99999 in the card database"});
}

TEST_CASE("deck files: syntax errors name the line", "[deck]") {
  auto error = [](const std::string& text) -> std::string {
    try {
      parse_deck(text, "d.txt");
    } catch (const DeckSyntaxError& e) {
      return e.what();
    }
    return "";
  };
  CHECK(error("4 1001\nfour 1002\n") == "d.txt:2: expected \"COUNT ID [comment]\" or \"COUNT Card Name\"");
  CHECK(error("0 1001\n") == "d.txt:1: count 0 is out of range (1 to 1000)");
  CHECK(error("[main\n") == "d.txt:1: a section header is \"[name]\"");
  DeckFile d = parse_deck("# x\n[Main]\n4 1001 Ember Pike (red) # trailing\n[side]\n2 Iron Staff\n", "d.txt");
  REQUIRE(d.lines.size() == 2);
  CHECK(d.lines[0].section == "main");
  CHECK(d.lines[0].id == 1001);
  CHECK(d.lines[1].section == "side");
  CHECK(d.lines[1].name == "Iron Staff");
  CHECK(d.sections == std::vector<std::string>{"main", "side"});
}

TEST_CASE("deck rules: another game declares its own without code (FF-TCG-like)", "[deck]") {
  DeckRules ff = parse_deck_rules(R"({"variants": [
      {"name": "constructed", "rules": [
        {"id": "FF-5.1", "kind": "size", "exactly": 50},
        {"id": "FF-5.2", "kind": "max_copies", "key": ["number"], "max": 3},
        {"id": "FF-5.3", "kind": "known"}]},
      {"name": "limited", "rules": [
        {"id": "FF-5.4", "kind": "size", "min": 40},
        {"id": "FF-5.3", "kind": "known"}]}]})",
                                  "ff", "ff/deck.json");
  // Two printings of "Cloud" with different numbers count separately.
  std::vector<db::CardRow> rows;
  for (int i = 1; i <= 30; ++i) {
    db::CardRow r;
    r.id = i;
    r.number = fmt::format("1-{:03}", i);
    r.name = i <= 2 ? "Cloud" : fmt::format("Card {}", i);
    rows.push_back(r);
  }
  auto deck = [](int cloud_copies, int others) {
    std::string t = fmt::format("{} 1\n", cloud_copies);
    for (int id = 3; others > 0; ++id, others -= std::min(others, 3)) t += fmt::format("{} {}\n", std::min(others, 3), id);
    return t;
  };
  const DeckVariant& constructed = *ff.variant("");
  const DeckVariant& limited = *ff.variant("limited");
  CHECK(problems(deck(3, 47), {}, rows, constructed).empty());
  CHECK(problems(deck(4, 46), {}, rows, constructed) == Lines{"deck.txt: FF-5.2: \"Cloud\" (1-001) ×4, at most 3"});
  CHECK(problems("3 1\n3 2\n" + deck(3, 44).substr(4), {}, rows, constructed).empty());
  CHECK(problems(deck(3, 37), {}, rows, limited).empty());   // 40: enough for limited
  CHECK(problems(deck(3, 57), {}, rows, limited).empty());   // no upper bound, no copy limit
  CHECK(problems(deck(3, 36), {}, rows, limited) == Lines{"deck.txt: FF-5.4: the deck has 39 cards, it must have at least 40"});
  CHECK(ff.variant("draft") == nullptr);
  CHECK_THROWS_WITH(parse_deck_rules(R"({"variants": [{"name": "x", "rules": [{"id": "A", "kind": "size"}]}]})", "g", "g/deck.json"),
                    "g/deck.json: rule A: size needs \"exactly\", \"min\" or \"max\"");
}

TEST_CASE("FF-8.1.2: a card's deck_limit replaces the 3-copy limit (FF-8.1.1.2)", "[deck]") {
  std::vector<db::CardRow> rows = db::build_in_memory(CARDINAL_CARDS_DIR, {"fftcg"}).load_cards("fftcg");
  DeckRules rules = load_deck_rules(std::filesystem::path(CARDINAL_CARDS_DIR) / "fftcg", "fftcg");
  const DeckVariant& constructed = *rules.variant("");
  // 2069 Levy Conscript: deck_limit 50 ("any number"); fillers 2001-2016, 3 each.
  auto deck = [](int64_t many, int n) {
    std::string t = fmt::format("{} {}\n", n, many);
    for (int64_t id = 2001, left = 50 - n; left > 0; ++id, left -= 3) t += fmt::format("{} {}\n", std::min<int64_t>(left, 3), id);
    return t;
  };
  CHECK(problems(deck(2069, 20), {}, rows, constructed).empty());
  CHECK(problems(deck(2069, 4), {}, rows, constructed).empty());
  CHECK(problems(deck(2028, 4), {}, rows, constructed) ==
        Lines{"deck.txt: FF-8.1.1.2: \"Quarry Bruiser\" (CD1-028) ×4, at most 3"});
  for (const char* name : {"starter-a", "starter-b", "pool-c", "pool-d"}) {
    INFO(name);
    DeckReport r = check_deck(read_deck(std::string(CARDINAL_CARDS_DIR) + "/fftcg/decks/" + name + ".txt"), rows, constructed, {});
    CHECK(r.problems.empty());
  }
}
