#include "tests/support.h"

#include <map>
#include <set>

#include "core/ai.h"
#include <mutex>

namespace cardinal::test {

Overlay::Overlay(const std::string& root, std::map<std::string, std::string> files)
    : disk_(disk_source(root)), files_(std::move(files)) {}

std::optional<std::vector<std::string>> Overlay::list(const std::string& dir) const {
  std::optional<std::vector<std::string>> disk = disk_->list(dir);
  std::set<std::string> out;
  if (disk) out.insert(disk->begin(), disk->end());
  bool any = disk.has_value();
  for (auto& [path, text] : files_)
    if (path.rfind(dir + "/", 0) == 0) {
      std::string rest = path.substr(dir.size() + 1);
      size_t slash = rest.find('/');
      out.insert(slash == std::string::npos ? rest : rest.substr(0, slash + 1));
      any = true;
    }
  if (!any) return std::nullopt;
  return std::vector<std::string>(out.begin(), out.end());
}

std::optional<std::string> Overlay::read(const std::string& path) const {
  auto it = files_.find(path);
  return it != files_.end() ? std::optional<std::string>(it->second) : disk_->read(path);
}

std::string Overlay::describe(const std::string& path) const { return disk_->describe(path); }

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
