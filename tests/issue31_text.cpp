// Issue 31: text that is not UTF-8, and text with terminal escapes.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

#include "issue31_util.h"

using namespace cardinal;
using namespace issue31;
using clitest::quote;
using clitest::run;

// ---- 4. text that is not UTF-8 ----

TEST_CASE("JSON out of the engine survives text that is not UTF-8", "[issue31][json][capi]") {
  // A log line and a label with a stray byte (0xFF is never UTF-8).
  TempMini game("utf8", R"(
local deal = setup
function setup() log("bad \255 byte") deal() end
)" + extra_action("Odd \\254 option", ""));
  cardinal_library* lib = cardinal_library_new();
  std::string cards = game.root.string();
  cardinal_library_paths paths{cards.c_str(), "mini", nullptr};
  REQUIRE(cardinal_library_load(lib, &paths) == CARDINAL_OK);
  cardinal_game* g = start_c_game(lib);
  const char* json = nullptr;
  REQUIRE(cardinal_game_messages_json(g, -1, &json) == CARDINAL_OK);  // was: BAD_ARGUMENT blaming the client
  std::string text = nlohmann::json::parse(json).dump();
  CHECK(text.find("bad \xEF\xBF\xBD byte") != std::string::npos);  // U+FFFD where the byte was
  REQUIRE(cardinal_game_view_json(g, 0, &json) == CARDINAL_OK);
  CHECK_NOTHROW(nlohmann::json::parse(json));
  cardinal_game_free(g);
  cardinal_library_free(lib);
}

TEST_CASE("sim --format json prints a report when an error text is not UTF-8", "[issue31][json][sim][cli]") {
  TempMini game("utf8sim", R"(function setup() error("broken \255 setup") end)");
  clitest::Result r = run(game.sim("--games 2 --format json"));
  CHECK(r.status == 1);  // the games ended in errors
  nlohmann::json j = nlohmann::json::parse(r.out);  // was: nothing printed
  CHECK(j["script_errors"] == 2);
  CHECK(j["problems"].size() == 2);
}

TEST_CASE("a set file whose text is not UTF-8 is refused with its file and line", "[issue31][json][lint]") {
  std::string cards = dbtest::slurp(fs::path(CARDINAL_TESTS_DIR) / "games/mini/sets/base/cards.txt");
  size_t at = cards.find("name: ", cards.find("id:"));
  REQUIRE(at != std::string::npos);
  cards.insert(at + 6, "Caf\xE9 ");  // Latin-1, as a stranger's editor might save it
  std::string err = test::load_error("mini", {{"mini/sets/base/cards.txt", cards}});
  CHECK(err.find("cards.txt:") != std::string::npos);
  CHECK(err.find("not UTF-8") != std::string::npos);
}

TEST_CASE("sim prints a card's error text without its terminal escape codes", "[issue31][terminal][sim][cli]") {
  TempMini game("escape", R"(function setup() error("\27[2J\27]0;owned\7 cleared") end)");
  clitest::Result r = run(game.sim("--games 1"));
  CHECK(r.status == 1);
  CHECK(r.out.find('\x1b') == std::string::npos);  // was: ESC [2J raw, clearing the screen
  CHECK(r.out.find('\x07') == std::string::npos);
  CHECK(r.out.find("\\x1b[2J") != std::string::npos);
}
