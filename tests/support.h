// Shared helpers for the C++ tests.
#pragma once
#include <array>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "scripting/loader.h"

namespace cardinal::test {

// Under ASan/UBSan (tools/asan-build.sh) and TSan (tools/tsan-build.sh) the
// longest soak-style tests play fewer games: the Release run of the same test
// plays them all, and a sanitizer run is there for memory errors, UB and data
// races, which show in any game.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif
constexpr int scaled(int n) { return kSanitized ? (n + 4) / 5 : n; }

// The core's test games (tests/games), and the two ruleset files of mini, the
// game most tests load with a file changed. (The test files are compiled
// several to a unit, tests/CMakeLists.txt: names they share live here once.)
inline const std::string kTestGames = std::string(CARDINAL_TESTS_DIR) + "/games";
inline const std::string kMiniRules = "mini/rules/10_mini.lua";
inline const std::string kMiniPolicy = "mini/rules/00_policy.lua";

// A file's bytes ("" when it cannot be read).
std::string slurp(const std::filesystem::path& p);

// A cards folder on disk with some files replaced or added in memory (added
// ones are listed too): for loading a game with a broken or an extra file.
class Overlay final : public CardSource {
 public:
  Overlay(const std::string& root, std::map<std::string, std::string> files);
  std::optional<std::vector<std::string>> list(const std::string& dir) const override;
  std::optional<std::string> read(const std::string& path) const override;
  std::string describe(const std::string& path) const override;

 private:
  std::shared_ptr<const CardSource> disk_;
  std::map<std::string, std::string> files_;
};

// Libraries are loaded once per test binary and shared (they are read-only).
std::shared_ptr<const CardLibrary> library(const std::string& game);
// The games of cards/, discovered as every tool finds them (db::discover_games).
std::vector<std::string> shipped_games();

// A core test game (tests/games/<game>) loaded afresh with some of its files
// (paths from tests/games, e.g. "mini/rules/10_mini.lua") replaced in memory;
// and the LoadError that gives, or "loaded".
std::shared_ptr<const CardLibrary> load_overlaid(const std::string& game, std::map<std::string, std::string> files);
std::string load_error(const std::string& game, std::map<std::string, std::string> files);
// The same for mini (tests/games/mini).
std::shared_ptr<const CardLibrary> load_mini(std::map<std::string, std::string> files);
std::string mini_error(std::map<std::string, std::string> files);

// A deck of `size` cards with the ids 1..kinds over and over (1, 2, ..., kinds, 1, 2, ...).
std::vector<int64_t> cycled_deck(int size, int kinds);

// A game with the library's starter decks (ZD) or filler decks (mini games).
Game make_game(const CardLibrary& lib, uint64_t seed, int players = 2);
// make_game's game bound to `host` and advanced to its first decision.
Game started_game(const CardLibrary& lib, ScriptHost& host, uint64_t seed, int players = 2);
// Answers at random (the AI seeded with ai_seed) until stop(g) holds or the
// game ends, at most `max` answers; whether stop(g) holds.
bool play_until(Game& g, uint64_t ai_seed, const std::function<bool(const Game&)>& stop, int max = 5000);

// A game of a core test game (tests/games/<game>), both players with `deck`,
// seed {1, 2, 3, 4}, bound to a host of its own (not advanced).
struct BoundGame {
  BoundGame(const std::string& game, const std::vector<int64_t>& deck);
  BoundGame(std::shared_ptr<const CardLibrary> lib, const std::vector<int64_t>& deck);
  std::shared_ptr<const CardLibrary> lib;
  std::unique_ptr<ScriptHost> host;
  Game g;
  // Puts a card with this database id from P1's deck into P1's zone `to`;
  // fails the test if the deck holds none.
  ObjId place(int64_t card, const std::string& to = "board");
};

// A two-player game of the library's decks starter-a (P1) and starter-b (P2)
// with this seed and the ruleset parameter first_player, when the ruleset
// declares it (not bound).
Game starter_game(const CardLibrary& lib, const std::array<uint64_t, 4>& seed, int first_player);
// A game of `players` who bring no deck (Black-White: a table's cards) with
// this seed (not bound).
Game deckless_game(const CardLibrary& lib, const std::array<uint64_t, 4>& seed, int players);
// Whether the library has both decks starter_game plays (a game whose players
// bring no deck has neither).
bool has_starter_decks(const CardLibrary& lib);

// The objects in (or the size of) player p's zone (p from 0), by zone name.
std::vector<ObjId> zone_objs(const Game& g, const std::string& zone, int p);
size_t zone_count(const Game& g, const std::string& zone, int p);

// Answers the pending decision by the first option whose label contains
// `label`, then advances; fails the test if there is no such option.
void answer_label(Game& g, const std::string& label);

// Whether the decision offers a mulligan (both games' setup).
bool is_mulligan(const Decision* d);

// A mini game played at random until a decision with this prompt is pending
// (tries seeds until one gets there); nullopt if none does.
std::optional<Game> reach_prompt(const CardLibrary& lib, ScriptHost& host, const std::string& prompt);

}  // namespace cardinal::test
