#include "tests/support.h"

#include <map>

#include "core/ai.h"
#include <mutex>

namespace cardinal::test {

std::shared_ptr<const CardLibrary> library(const std::string& game) {
  static std::mutex m;
  static std::map<std::string, std::shared_ptr<const CardLibrary>> cache;
  std::lock_guard lock(m);
  auto& lib = cache[game];
  if (!lib) {
    bool core_game = game.rfind("mini", 0) == 0;
    std::string dir = core_game ? std::string(CARDINAL_TESTS_DIR) + "/games" : CARDINAL_CARDS_DIR;
    lib = CardLibrary::load({dir, game, "", {}});
  }
  return lib;
}

Game make_game(const CardLibrary& lib, uint64_t seed, int players) {
  GameConfig cfg;
  cfg.seed = {seed, 11, 22, 33};
  cfg.players = players;
  for (int p = 0; p < players; p++) {
    if (lib.library().rules.game == "zero-dimension") {
      cfg.decks.push_back(lib.deck(p % 2 ? "starter-b" : "starter-a"));
    } else {
      std::vector<int64_t> d;
      for (int i = 0; i < 30; i++) d.push_back(int64_t(1 + i % 7));
      cfg.decks.push_back(d);
    }
  }
  return Game(lib.library(), cfg);
}

std::optional<Game> reach_prompt(const CardLibrary& lib, ScriptHost& host, const std::string& prompt) {
  for (uint64_t seed = 1; seed < 300; seed++) {
    Game g = make_game(lib, seed);
    Rng ai;
    ai.seed({seed, 9, 9, 9});
    g.bind(host);
    g.advance();
    for (int n = 0; n < 2000 && !g.over(); n++) {
      if (g.decision()->prompt == prompt) return g;
      g.answer(choose_random(g, ai));
      g.advance();
    }
  }
  return std::nullopt;
}

}  // namespace cardinal::test
