// Shared by the issue 31 tests (tests/issue31_*.cpp): a stranger's game
// folder on disk, mini's rules extended in memory, a C API game.
#pragma once
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "cardinal/cardinal.h"
#include "cli_util.h"
#include "db_testutil.h"
#include "tests/support.h"

namespace issue31 {

namespace fs = std::filesystem;
using clitest::quote;
using namespace cardinal;

// A copy of the core test game "mini" in a cards folder of its own, its rules
// file extended with `extra` (later definitions replace earlier ones): a game
// folder as a stranger might send it, for the CLI and the C API.
struct TempMini {
  fs::path root;
  TempMini(const std::string& tag, const std::string& extra) {
    root = fs::temp_directory_path() / fmt::format("cardinal_i31_{}_{}", tag, ::getpid());
    fs::remove_all(root);
    fs::create_directories(root);
    fs::copy(fs::path(CARDINAL_TESTS_DIR) / "games" / "mini", root / "mini", fs::copy_options::recursive);
    std::ofstream(root / "mini/rules/10_mini.lua", std::ios::app) << "\n" << extra << "\n";
    std::ofstream(root / "deck.txt") << "4 1\n4 2\n4 3\n4 4\n4 5\n";
  }
  ~TempMini() { fs::remove_all(root); }
  TempMini(const TempMini&) = delete;
  TempMini& operator=(const TempMini&) = delete;
  std::string cards() const { return quote(root.string()); }
  std::string deck() const { return quote((root / "deck.txt").string()); }
  std::string sim(const std::string& args) const {
    return "sim --cards " + cards() + " --game mini --deck1 " + deck() + " --deck2 " + deck() + " " + args;
  }
};

// mini's rules with `extra` appended, loaded in memory.
inline std::shared_ptr<const CardLibrary> mini_with(const std::string& extra) {
  std::string rules = dbtest::slurp(fs::path(CARDINAL_TESTS_DIR) / "games/mini/rules/10_mini.lua");
  return test::load_overlaid("mini", {{"mini/rules/10_mini.lua", rules + "\n" + extra + "\n"}});
}

// Lua for mini's rules: one more action, `label`, offered at every priority,
// whose procedure is `body`.
inline std::string extra_action(const std::string& label, const std::string& body) {
  return fmt::format(R"(
local listed = actions
function actions(p)
  local out = listed(p)
  out[#out + 1] = {{ label = "{}", run = "extra_action" }}
  return out
end
function extra_action() {} end
)",
                     label, body);
}

// An action that asks a question and then rejects: ordinary ruleset code
// (a cost found unpayable after a choice).
inline const std::string kDither =
    extra_action("Dither", R"(choose(active_player(), "Really?", { "yes", "no" }) reject("changed my mind"))");

inline cardinal_game* start_c_game(cardinal_library* lib, const char* params_json = nullptr) {
  std::vector<int64_t> deck = test::cycled_deck(20, 5);
  const int64_t* decks[2] = {deck.data(), deck.data()};
  size_t sizes[2] = {deck.size(), deck.size()};
  cardinal_game_options o{};
  o.seed[0] = 7;
  o.players = 2;
  o.decks = decks;
  o.deck_sizes = sizes;
  o.params_json = params_json;
  o.log = 1;
  cardinal_game* g = cardinal_game_new(lib);
  if (cardinal_game_start(g, &o) != CARDINAL_OK) return g;
  cardinal_game_advance(g);
  return g;
}


}  // namespace issue31
