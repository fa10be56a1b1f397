#include "tests/support.h"

#include "db/database.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include "core/ai.h"

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

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::shared_ptr<const CardLibrary> load_overlaid(const std::string& game, std::map<std::string, std::string> files) {
  return CardLibrary::load({kTestGames, game, "", {}, std::make_shared<Overlay>(kTestGames, std::move(files))});
}

std::string load_error(const std::string& game, std::map<std::string, std::string> files) {
  try {
    load_overlaid(game, std::move(files));
  } catch (const LoadError& e) {
    return e.what();
  }
  return "loaded";
}

std::shared_ptr<const CardLibrary> load_mini(std::map<std::string, std::string> files) {
  return load_overlaid("mini", std::move(files));
}

std::string mini_error(std::map<std::string, std::string> files) { return load_error("mini", std::move(files)); }

std::vector<std::string> shipped_games() { return db::discover_games(CARDINAL_CARDS_DIR); }

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

std::vector<int64_t> cycled_deck(int size, int kinds) {
  std::vector<int64_t> d;
  for (int i = 0; i < size; i++) d.push_back(int64_t(1 + i % kinds));
  return d;
}

Game make_game(const CardLibrary& lib, uint64_t seed, int players) {
  GameConfig cfg;
  cfg.seed = {seed, 11, 22, 33};
  cfg.players = players;
  for (int p = 0; p < players; p++) {
    if (lib.library().rules.game == "zero-dimension") {
      cfg.decks.push_back(lib.deck(p % 2 ? "starter-b" : "starter-a"));
    } else {
      cfg.decks.push_back(cycled_deck(30, 7));
    }
  }
  return Game(lib.library(), cfg);
}

Game deckless_game(const CardLibrary& lib, const std::array<uint64_t, 4>& seed, int players) {
  GameConfig cfg;
  cfg.seed = seed;
  cfg.players = players;
  cfg.decks.assign(size_t(players), {});
  return Game(lib.library(), cfg);
}

namespace {
Game same_deck_game(const CardLibrary& lib, const std::vector<int64_t>& deck) {
  GameConfig cfg;
  cfg.seed = {1, 2, 3, 4};
  cfg.decks = {deck, deck};
  return Game(lib.library(), cfg);
}
}  // namespace

BoundGame::BoundGame(const std::string& game, const std::vector<int64_t>& deck) : BoundGame(library(game), deck) {}

BoundGame::BoundGame(std::shared_ptr<const CardLibrary> l, const std::vector<int64_t>& deck)
    : lib(std::move(l)), host(lib->new_host()), g(same_deck_game(*lib, deck)) {
  g.bind(*host);
}

ObjId BoundGame::place(int64_t card, const std::string& to) {
  const int deck = g.rules().zone_kind(g.rules().deck_zone), zone = g.rules().zone_kind(to);
  for (ObjId id : g.zone_objects(g.zone(deck, 0)))
    if (g.card_of(*g.obj(id)).id == card) return g.move(id, g.zone(zone, 0));
  FAIL("no card " << card << " in the deck");
  return kNoObj;
}

Game started_game(const CardLibrary& lib, ScriptHost& host, uint64_t seed, int players) {
  Game g = make_game(lib, seed, players);
  g.bind(host);
  g.advance();
  return g;
}

bool play_until(Game& g, uint64_t ai_seed, const std::function<bool(const Game&)>& stop, int max) {
  Rng ai;
  ai.seed({ai_seed, 2, 3, 4});
  for (int n = 0; n < max && !g.over() && !stop(g); n++) {
    g.answer(choose_random(g, ai));
    g.advance();
  }
  return stop(g);
}

Game starter_game(const CardLibrary& lib, const std::array<uint64_t, 4>& seed, int first_player) {
  GameConfig cfg;
  cfg.seed = seed;
  cfg.players = 2;
  cfg.decks = {lib.deck("starter-a"), lib.deck("starter-b")};
  // A game whose ruleset has no parameter first_player (one `cardinal new
  // game` makes) plays with its own first player.
  for (const auto& [name, _] : lib.library().rules.params)
    if (name == "first_player") cfg.params = {{"first_player", first_player}};
  return Game(lib.library(), cfg);
}

bool has_starter_decks(const CardLibrary& lib) {
  try {
    lib.deck("starter-a");
    lib.deck("starter-b");
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

std::vector<ObjId> zone_objs(const Game& g, const std::string& zone, int p) {
  int kind = g.rules().zone_kind(zone);
  if (kind < 0) throw std::runtime_error("no zone " + zone);
  return g.zone_objects(g.zone(kind, PlayerId(p)));
}

size_t zone_count(const Game& g, const std::string& zone, int p) { return zone_objs(g, zone, p).size(); }

void answer_label(Game& g, const std::string& label) {
  const Decision* d = g.decision();
  REQUIRE(d != nullptr);
  for (size_t i = 0; i < d->options.size(); i++)
    if (d->options[i].label.find(label) != std::string::npos) {
      g.answer(uint32_t(i));
      g.advance();
      return;
    }
  FAIL("no option \"" << label << "\" in \"" << d->prompt << "\"");
}

bool is_mulligan(const Decision* d) { return d && d->prompt.find("Mulligan") != std::string::npos; }

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
