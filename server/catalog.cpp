#include "server/catalog.h"

#include <fmt/format.h>

#include <algorithm>

#include "server/api_error.h"

namespace cardinal::server {

std::vector<std::string> Catalog::discover() {
  std::unique_ptr<cardinal_library, void (*)(cardinal_library*)> scratch(cardinal_library_new(), cardinal_library_free);
  const char* json = nullptr;
  if (cardinal_library_games_json(scratch.get(), cards_dir_.c_str(), &json) != CARDINAL_OK)
    throw ApiError(500, cardinal_library_error(scratch.get()));
  return nlohmann::json::parse(json).get<std::vector<std::string>>();
}

const Catalog::Entry& Catalog::entry(const std::string& id) {
  auto it = loaded_.find(id);
  if (it != loaded_.end()) return it->second;
  Entry e;
  LibraryHandle lib(cardinal_library_new(), cardinal_library_free);
  cardinal_library_paths paths{cards_dir_.c_str(), id.c_str(), nullptr};
  const char* json = nullptr;
  if (cardinal_library_load(lib.get(), &paths) != CARDINAL_OK ||
      cardinal_library_info_json(lib.get(), &json) != CARDINAL_OK) {
    e.error = cardinal_library_error(lib.get());
  } else {
    e.game = {lib, nlohmann::json::parse(json)};
  }
  return loaded_.emplace(id, std::move(e)).first->second;
}

nlohmann::json Catalog::games() {
  std::lock_guard lock(mutex_);
  nlohmann::json list = nlohmann::json::array();
  for (const std::string& id : discover()) {
    const Entry& e = entry(id);
    list.push_back(e.error.empty() ? e.game.info : nlohmann::json{{"game", id}, {"error", e.error}});
  }
  return {{"games", list}};
}

Catalog::Game Catalog::game(const std::string& id) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> ids = discover();
  if (std::find(ids.begin(), ids.end(), id) == ids.end())
    throw ApiError(404, fmt::format("no game \"{}\" (GET /api/games lists them)", id));
  const Entry& e = entry(id);
  if (!e.error.empty()) throw ApiError(500, fmt::format("{} does not load: {}", id, e.error));
  return e.game;
}

}  // namespace cardinal::server
