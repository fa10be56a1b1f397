// Which game a command is about. Games are discovered (the folders of the
// cards directory that hold a schema.sql), never listed, and no game is a
// default: a command without --game takes the game its deck files live in,
// the only game there is, or the only game of the database it was given;
// otherwise it says which games exist.
#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "db/database.h"
#include "db/paths.h"
#include "deck/deck_file.h"
#include "core/json_util.h"
#include "scripting/loader.h"
#include "tools/commands.h"
#include "tools/terminal.h"

namespace fs = std::filesystem;

namespace cardinal {

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The game whose folder holds `file` (cards/<game>/...), or "".
std::string game_of_file(const std::string& cards_dir, const std::vector<std::string>& games, const std::string& file) {
  std::optional<fs::path> rel = db::inside(cards_dir, file);
  if (!rel) return "";
  std::string first = rel->begin()->string();
  return std::find(games.begin(), games.end(), first) != games.end() ? first : "";
}

}  // namespace

std::string pick_game(const CommonOptions& c, const std::vector<std::string>& files) {
  if (!c.game.empty()) return c.game;
  std::vector<std::string> games = db::discover_games(c.cards_dir);
  std::string from_files;
  for (const std::string& f : files) {
    std::string g = game_of_file(c.cards_dir, games, f);
    if (g.empty()) continue;
    if (!from_files.empty() && g != from_files)
      throw std::runtime_error(fmt::format("the files belong to two games ({} and {}): name one with --game",
                                           from_files, g));
    from_files = g;
  }
  if (!from_files.empty()) return from_files;
  if (!c.db_path.empty()) {
    std::vector<std::string> in_db = db::Database::open(c.db_path, db::Database::Access::ReadOnly).games();
    if (in_db.size() == 1) return in_db.front();
    games = in_db;
  }
  if (games.size() == 1) return games.front();
  if (games.empty())
    throw std::runtime_error(fmt::format("{}: no games (a game is a folder with a schema.sql)",
                                         c.db_path.empty() ? c.cards_dir : c.db_path));
  throw std::runtime_error(fmt::format("{} has {} games ({}): name one with --game",
                                       c.db_path.empty() ? c.cards_dir : c.db_path, games.size(), joined(games)));
}

void check_database_fresh(const CommonOptions& c) {
  if (c.db_path.empty()) return;
  std::error_code ec;
  fs::file_time_type built = fs::last_write_time(c.db_path, ec);
  if (ec) return;  // opening it says what is wrong
  std::vector<std::string> games = db::Database::open(c.db_path, db::Database::Access::ReadOnly).games();
  for (const std::string& game : games) {
    if (!c.game.empty() && game != c.game) continue;
    fs::path dir = fs::path(c.cards_dir) / game;
    std::vector<fs::path> sources = {dir / "schema.sql"};
    for (const auto& e : fs::directory_iterator(dir / "sets", ec))
      sources.push_back(e.path() / "cards.txt");
    for (const fs::path& f : sources) {
      fs::file_time_type t = fs::last_write_time(f, ec);
      if (!ec && t > built)
        throw std::runtime_error(fmt::format(
            "{} is older than {}: the card database is stale. Rebuild it (`cardinal db build --cards {} {}`; "
            "`cmake --build build` rebuilds build/cards.db), or leave out --db to read the set files",
            c.db_path, f.string(), c.cards_dir, c.db_path));
    }
  }
}

std::vector<std::pair<std::string, std::string>> deck_pairings(const std::vector<std::string>& decks) {
  std::vector<std::pair<std::string, std::string>> out;
  size_t n = decks.size() == 2 ? 1 : decks.size();  // of two decks, one pairing plays both
  for (size_t i = 0; i < n; ++i) out.emplace_back(decks[i], decks[(i + 1) % decks.size()]);
  return out;
}

// The fewest and the most players a game's ruleset allows (its scripts are
// loaded to read the declaration).
static std::pair<int, int> player_range(const CommonOptions& c, const std::string& game) {
  auto lib = CardLibrary::load({c.cards_dir, game, "", {}});
  return {lib->library().rules.min_players, lib->library().rules.max_players};
}

// The decks players bring: the game's decks/ but those its ruleset names as
// the table's (components: Black-White's game deck), which no seat plays.
static std::vector<std::string> player_decks(const CommonOptions& c, const std::string& game) {
  std::vector<std::string> decks = deck::deck_names(c.cards_dir, game);
  auto lib = CardLibrary::load({c.cards_dir, game, "", {}});
  std::erase_if(decks, [&](const std::string& d) {
    const auto& comps = lib->library().rules.components;
    return std::any_of(comps.begin(), comps.end(), [&](const ComponentDef& k) { return k.deck == d; });
  });
  return decks;
}

int cmd_games(const CommonOptions& c, const std::string& format, bool pairings, bool players) {
  std::vector<std::string> games = db::discover_games(c.cards_dir);
  if (format == "json") {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const std::string& g : games) {
      std::vector<std::string> decks = player_decks(c, g);
      nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
      for (auto& [a, b] : deck_pairings(decks)) pairs.push_back({a, b});
      nlohmann::ordered_json j{{"game", g}, {"folder", (fs::path(c.cards_dir) / g).string()}, {"decks", decks},
                               {"pairings", pairs}};
      if (players) {
        auto [lo, hi] = player_range(c, g);
        j["players"] = {lo, hi};
      }
      out.push_back(std::move(j));
    }
    std::cout << dump_json(out, 2) << "\n";
    return 0;
  }
  int status = 0;
  for (const std::string& g : games) {
    if (players) {
      try {
        auto [lo, hi] = player_range(c, g);
        std::cout << g << " " << lo << " " << hi << "\n";
      } catch (const std::exception& e) {  // a game whose rules do not load: said, and the others listed
        std::cerr << "cardinal games: " << g << ": " << terminal_text(e.what()) << "\n";
        status = 1;
      }
    } else if (!pairings) {
      std::cout << g << "\n";
    } else {
      for (auto& [a, b] : deck_pairings(player_decks(c, g))) std::cout << g << " " << a << " " << b << "\n";
    }
  }
  return status;
}

}  // namespace cardinal
