// Bad input (issue 5, item 2): the gaps the other suites left. Each is
// refused with a clear message, nothing is lost, and where a game exists its
// state hash is unchanged. (What the other suites already cover is listed in
// docs/architecture.md, "Bad input".)
#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>
#include <fstream>
#include <sstream>

#include "cardinal/cardinal.h"
#include "core/ai.h"
#include "core/serialize.h"
#include "db/database.h"
#include "deck/deck_file.h"
#include "tests/support.h"

using namespace cardinal;
namespace fs = std::filesystem;

namespace {

std::string input_error(std::map<std::string, std::string> files, const std::string& db_path = "") {
  try {
    CardLibrary::load({test::kTestGames, "hostile", db_path, {}, std::make_shared<test::Overlay>(test::kTestGames, std::move(files))});
  } catch (const LoadError& e) {
    return e.what();
  }
  return "loaded";
}

}  // namespace

TEST_CASE("bad input: a set source with a missing or malformed column fails the load naming file and line",
          "[hostile][input]") {
  const std::string set = "hostile/sets/h/cards.txt";
  std::string text = test::slurp(test::kTestGames + "/" + set);
  REQUIRE(input_error({}) == "loaded");
  // A card record without its name (a required column).
  std::string no_name = text;
  no_name.replace(no_name.find("name: Spinner\n"), 14, "");
  CHECK_THAT(input_error({{set, no_name}}), Catch::Contains(set + ":") && Catch::Contains("name"));
  // A card without its card_type.
  std::string no_type = text;
  no_type.replace(no_type.find("card_type: instant\nspeed: 3\n\nid: 14"), 19, "");
  CHECK_THAT(input_error({{set, no_type}}), Catch::Contains(set + ":") && Catch::Contains("card_type"));
  // A column the game's schema does not have; an integer column with text.
  CHECK_THAT(input_error({{set, text + "colour: red\n"}}), Catch::Contains(set + ":") && Catch::Contains("colour"));
  std::string bad_int = text;
  bad_int.replace(bad_int.find("speed: 3"), 8, "speed: x3");
  CHECK_THAT(input_error({{set, bad_int}}), Catch::Contains(set + ":9:") && Catch::Contains("integer"));
  // The header without the set's name.
  std::string no_header_name = text;
  no_header_name.replace(no_header_name.find("name: Hostile scripts\n"), 22, "");
  CHECK_THAT(input_error({{set, no_header_name}}), Catch::Contains(set + ":1:"));
  // Garbage bytes.
  CHECK_THAT(input_error({{set, std::string("\x01\x02\xff\n\n\x00zz", 8)}}), Catch::Contains(set + ":"));
}

TEST_CASE("bad input: a ruleset file that errors at load names the file and line", "[hostile][input]") {
  std::string e = input_error({{"hostile/rules/00_policy.lua", "GAME = 'hostile'\nlocal x = nil + 1\n"}});
  CHECK_THAT(e, Catch::Contains("hostile/rules/00_policy.lua:2") && Catch::Contains("arithmetic"));
  e = input_error({{"hostile/rules/00_policy.lua", "GAME = 'hostile'\nthis is not Lua\n"}});
  CHECK_THAT(e, Catch::Contains("hostile/rules/00_policy.lua:2"));
}

TEST_CASE("bad input: a corrupt card database is refused with its path, and left as it was", "[hostile][input]") {
  fs::path dir = fs::temp_directory_path() / ("cardinal_hostile_input_db_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::path good = dir / "cards.db";
  db::build(good, test::kTestGames, {"hostile"});
  REQUIRE(input_error({}, good.string()) == "loaded");
  const std::string bytes = test::slurp(good);
  REQUIRE(bytes.size() > 8192);

  auto write = [&](const fs::path& p, const std::string& b) { std::ofstream(p, std::ios::binary) << b; };
  // Truncated to half.
  fs::path half = dir / "half.db";
  write(half, bytes.substr(0, bytes.size() / 2));
  std::string e = input_error({}, half.string());
  INFO(e);
  CHECK_THAT(e, Catch::Contains(half.string()));
  // Garbage over the pages after the first (the header is intact).
  fs::path smashed = dir / "smashed.db";
  std::string s = bytes;
  for (size_t i = 4096; i < s.size(); i++) s[i] = char(i * 131 + 7);
  write(smashed, s);
  e = input_error({}, smashed.string());
  INFO(e);
  CHECK_THAT(e, Catch::Contains(smashed.string()) || Catch::Contains("malformed"));
  CHECK(test::slurp(smashed) == s);  // reading it changed nothing
  // A hand edit that breaks a column's type: the card is named.
  fs::path edited = dir / "edited.db";
  fs::copy_file(good, edited);
  {
    db::Database d = db::Database::open(edited.string());
    d.exec("UPDATE mini_cards SET speed = 'fast' WHERE id = 14");
  }
  e = input_error({}, edited.string());
  INFO(e);
  CHECK_THAT(e, Catch::Contains("14") && Catch::Contains("speed"));
  fs::remove_all(dir);
}

TEST_CASE("bad input: answers when nothing is pending, after the end, or out of range change nothing",
          "[hostile][input]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  // Before advance(): nothing is pending yet.
  Game fresh = test::make_game(*lib, 1);
  fresh.bind(*host);
  uint64_t h = fresh.hash();
  REQUIRE_THROWS_WITH(fresh.answer(0), Catch::Contains("no decision is pending"));
  REQUIRE(fresh.hash() == h);
  // Out of range, including the largest index.
  Game g = test::started_game(*lib, *host, 3);
  h = g.hash();
  for (uint32_t bad : {uint32_t(g.decision()->options.size()), 4096u, 0xFFFFFFFFu}) {
    REQUIRE_THROWS_WITH(g.answer(bad), Catch::Contains("out of range"));
    REQUIRE(g.hash() == h);
  }
  // After the game is over.
  while (!g.over()) {
    g.answer(0);
    g.advance();
  }
  h = g.hash();
  REQUIRE_THROWS_WITH(g.answer(0), Catch::Contains("the game is over"));
  REQUIRE(g.hash() == h);
  // Through the C API: statuses, the handle's message, the same hash.
  cardinal_library* clib = cardinal_library_new();
  cardinal_library_paths paths{test::kTestGames.c_str(), "mini", nullptr};
  REQUIRE(cardinal_library_load(clib, &paths) == CARDINAL_OK);
  cardinal_game* cg = cardinal_game_new(clib);
  std::vector<int64_t> deck(30, 4);
  const int64_t* decks[2] = {deck.data(), deck.data()};
  size_t sizes[2] = {deck.size(), deck.size()};
  cardinal_game_options o{{1, 2, 3, 4}, 2, decks, sizes, nullptr, 1};
  REQUIRE(cardinal_game_start(cg, &o) == CARDINAL_OK);
  uint64_t ch = cardinal_game_hash(cg);
  REQUIRE(cardinal_game_answer(cg, 0) == CARDINAL_ILLEGAL);  // not advanced: nothing pending
  REQUIRE(std::string(cardinal_game_error(cg)).find("no decision") != std::string::npos);
  REQUIRE(cardinal_game_hash(cg) == ch);
  REQUIRE(cardinal_game_advance(cg) == CARDINAL_OK);
  ch = cardinal_game_hash(cg);
  REQUIRE(cardinal_game_answer_json(cg, "{\"option\": -1}") != CARDINAL_OK);
  REQUIRE(cardinal_game_answer_json(cg, "{\"option\": \"1\"}") != CARDINAL_OK);
  REQUIRE(cardinal_game_answer_json(cg, "{}") != CARDINAL_OK);
  REQUIRE(cardinal_game_answer_json(cg, "") != CARDINAL_OK);
  REQUIRE(cardinal_game_answer_json(cg, "{\"option\": 1e300}") != CARDINAL_OK);
  REQUIRE(cardinal_game_hash(cg) == ch);
  cardinal_game_free(cg);
  cardinal_library_free(clib);
}

TEST_CASE("bad input: an impossible deck or player count is refused before any game exists", "[hostile][input]") {
  auto lib = test::library("mini");
  std::vector<int64_t> deck(30, 4);
  auto config = [&](int players, std::vector<std::vector<int64_t>> decks) {
    GameConfig c;
    c.players = players;
    c.decks = std::move(decks);
    return c;
  };
  REQUIRE_THROWS_WITH(Game(lib->library(), config(2, {deck, {4, 4, 424242}})),
                      Catch::Contains("player 2's deck: no card with id 424242"));
  REQUIRE_THROWS_WITH(Game(lib->library(), config(1, {deck})), Catch::Contains("not 1"));
  REQUIRE_THROWS_WITH(Game(lib->library(), config(9, std::vector<std::vector<int64_t>>(9, deck))),
                      Catch::Contains("not 9"));
  REQUIRE_THROWS_WITH(Game(lib->library(), config(3, {deck, deck})), Catch::Contains("2 decks given for 3 players"));
  GameConfig bad_param = config(2, {deck, deck});
  bad_param.params = {{"no_such_param", 1}};
  REQUIRE_THROWS_WITH(Game(lib->library(), bad_param), Catch::Contains("unknown ruleset parameter"));
  // A deck file that does not parse names its line; a named deck that does not exist is named.
  REQUIRE_THROWS_WITH(deck::parse_deck("3 1001\nthree 1002\n2\n", "d.txt"), Catch::Contains("d.txt:2:"));
  REQUIRE_THROWS_WITH(deck::parse_deck("1001 1001\n", "d.txt"), Catch::Contains("d.txt:1:"));
  REQUIRE_THROWS_WITH(test::library("zero-dimension")->deck("no-such-deck"), Catch::Contains("no-such-deck"));
  // Through the C API: refused, and the handle is still usable.
  cardinal_library* clib = cardinal_library_new();
  cardinal_library_paths paths{test::kTestGames.c_str(), "mini", nullptr};
  REQUIRE(cardinal_library_load(clib, &paths) == CARDINAL_OK);
  cardinal_game* cg = cardinal_game_new(clib);
  std::vector<int64_t> unknown(30, 999);
  const int64_t* decks[2] = {deck.data(), unknown.data()};
  size_t sizes[2] = {deck.size(), unknown.size()};
  cardinal_game_options o{{1, 2, 3, 4}, 2, decks, sizes, nullptr, 1};
  REQUIRE(cardinal_game_start(cg, &o) != CARDINAL_OK);
  REQUIRE(std::string(cardinal_game_error(cg)).find("999") != std::string::npos);
  decks[1] = deck.data();
  sizes[1] = deck.size();
  REQUIRE(cardinal_game_start(cg, &o) == CARDINAL_OK);
  cardinal_game_free(cg);
  cardinal_library_free(clib);
}

TEST_CASE("bad input: a resealed snapshot with an impossible machine position is refused", "[hostile][input]") {
  // Checksums catch accidents; a forger recomputes them (reseal). These
  // states parse, so restore() itself must refuse them.
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  std::string bytes = snapshot(g);
  REQUIRE(restore(lib->library(), reseal(lib->library(), bytes)).hash() == g.hash());
  REQUIRE_THROWS_AS(reseal(lib->library(), bytes.substr(0, bytes.size() / 2)), RuleError);
}

TEST_CASE("bad input: a forged state whose zones do not match the ruleset is refused", "[hostile][input]") {
  // The fuzz finding kept as fuzz/corpus/snapshot/regress-zone-missing, as a
  // test that does not depend on that file's library fingerprint.
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  GameState missing = g.state();
  missing.zones.pop_back();
  REQUIRE_THROWS_WITH(Game::from_state(lib->library(), missing), Catch::Contains("zones do not match"));
  GameState shared = g.state();
  shared.zones[0].player = kNoPlayer;  // a per-player zone claimed by nobody
  REQUIRE_THROWS_WITH(Game::from_state(lib->library(), shared), Catch::Contains("zones do not match"));
  REQUIRE_NOTHROW(Game::from_state(lib->library(), g.state()));
}

// Forged states that parse but would send the engine past the end of its own
// lists when it uses them (found by reading the restore checks against every
// index the engine follows). Each is a state from_state takes (its zones are
// right), so only restore() can refuse it.
TEST_CASE("bad input: a forged state whose numbers point past the game is refused", "[hostile][input]") {
  auto lib = test::library("mini");
  auto host = lib->new_host();
  Game g = test::started_game(*lib, *host, 3);
  auto refused = [&](const GameState& s, const char* why) {
    std::string bytes = snapshot(Game::from_state(lib->library(), s));
    INFO(why);
    CHECK_THROWS_WITH(restore(lib->library(), bytes), Catch::Contains(why));
  };
  GameState lki = g.state();  // a last-known object in a zone the game lacks (a view reads its zone)
  Object gone = lki.objects[1];
  gone.zone = uint16_t(lki.zones.size() + 5);
  lki.lki.push_back({ObjId(lki.objects.size() + 1), gone});
  refused(lki, "a last-known object in a zone out of range");
  GameState stage = g.state();  // a priority question with no step to pass in
  REQUIRE(stage.decision);
  stage.stage = Stage::Setup;
  stage.seqs.clear();
  refused(stage, "a question outside any procedure, not at priority");
  GameState outcome = g.state();
  outcome.lost = 1u << 5;
  refused(outcome, "an outcome for a player the game does not have");
  GameState winner = g.state();
  winner.result.winners = 1u << 6;
  refused(winner, "a winner the game does not have");
  GameState empty = g.state();  // no slot 0
  empty.objects.clear();
  for (Zone& z : empty.zones) z.slots.clear();
  refused(empty, "an object list without its first slot");

  // A procedure whose starting state is of a 3-player game (the engine goes
  // back to it on the next answer and indexes its zones as this game's).
  REQUIRE(test::play_until(g, 1, [](const Game& x) { return bool(x.state().proc); }));
  REQUIRE_NOTHROW(restore(lib->library(), snapshot(g)));
  Game three = test::make_game(*lib, 3, 3);
  GameState mixed = g.state();
  mixed.proc->pre = std::make_shared<GameState>(three.state());
  refused(mixed, "a procedure's starting state has a different player count");
}
