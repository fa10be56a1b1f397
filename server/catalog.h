// The games a server offers: discovered in its cards folder through the C API
// (cardinal_library_games_json), each loaded once when first asked for and
// shared by all of its tables. Thread-safe.
#pragma once
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>

#include "cardinal/cardinal.h"

namespace cardinal::server {

using LibraryHandle = std::shared_ptr<cardinal_library>;

class Catalog {
 public:
  explicit Catalog(std::string cards_dir) : cards_dir_(std::move(cards_dir)) {}

  // GET /api/games: {"games": [info...]}, each game's cardinal_library_info_json;
  // a game whose rules do not load is listed as {"game", "error"}.
  nlohmann::json games();
  // A game's library and its info. Throws ApiError: 404 for a game the folder
  // does not have, 500 for one that does not load.
  struct Game {
    LibraryHandle library;
    nlohmann::json info;
  };
  Game game(const std::string& id);

 private:
  struct Entry {
    Game game;
    std::string error;  // the loader's message when it did not load
  };
  const Entry& entry(const std::string& id);  // under mutex_
  std::vector<std::string> discover();         // under mutex_

  std::string cards_dir_;
  std::mutex mutex_;
  std::map<std::string, Entry> loaded_;
};

}  // namespace cardinal::server
