// Every card of each game is in one of its decks (decks/*.txt) or of the
// table's components (ruleset key `components`), so random play reaches it:
// cardinal sim, the soak and CI play those decks (the starter decks, and the
// pool decks that hold the rest). A card added to a set and to no deck would
// never be played outside its own tests.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "tests/support.h"

using namespace cardinal;
namespace fs = std::filesystem;

TEST_CASE("every card of each game is in one of its decks", "[decks]") {
  for (const std::string& game : test::shipped_games()) {
    auto lib = test::library(game);
    std::set<int64_t> in_decks;
    size_t decks = 0;
    fs::path dir = fs::path(CARDINAL_CARDS_DIR) / game / "decks";
    if (fs::is_directory(dir))
      for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".txt") continue;
        decks++;
        for (int64_t id : lib->deck(entry.path().stem().string())) in_decks.insert(id);
      }
    for (const auto& ids : lib->library().component_cards) {
      decks++;
      in_decks.insert(ids.begin(), ids.end());
    }
    INFO(game);
    REQUIRE(decks >= 1);
    std::vector<std::string> missing;
    for (const auto& row : lib->rows())
      if (!in_decks.count(row.id)) missing.push_back(row.number + " " + row.name);
    INFO(game << ": in no deck (put each in decks/pool-c.txt or pool-d.txt): " << Catch::Detail::stringify(missing));
    CHECK(missing.empty());
  }
}
