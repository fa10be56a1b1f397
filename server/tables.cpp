#include "server/tables.h"

#include <fmt/format.h>

#include <boost/asio/strand.hpp>
#include <random>
#include <set>

#include "server/api_error.h"
#include "server/table_request.h"
#include "server/token.h"

namespace cardinal::server {

namespace {

using GamePtr = std::unique_ptr<cardinal_game, void (*)(cardinal_game*)>;

// The request's game, started and advanced to its first decision.
GamePtr start_game(const LibraryHandle& lib, const TableRequest& r, uint64_t seed) {
  std::vector<std::vector<int64_t>> decks;
  for (const std::string& name : r.decks) {
    const int64_t* ids = nullptr;
    size_t n = 0;
    if (!name.empty() && cardinal_library_deck(lib.get(), name.c_str(), &ids, &n) != CARDINAL_OK)
      throw ApiError(500, fmt::format("deck {}: {}", name, cardinal_library_error(lib.get())));
    decks.emplace_back(ids, ids + n);
  }
  std::vector<const int64_t*> ptrs;
  std::vector<size_t> sizes;
  for (const auto& d : decks) {
    ptrs.push_back(d.data());
    sizes.push_back(d.size());
  }
  GamePtr g(cardinal_game_new(lib.get()), cardinal_game_free);
  if (!g) throw ApiError(500, "out of memory");
  // The seed's other words as `cardinal play --seed` sets them: the same
  // seed deals the same game there and here.
  cardinal_game_options o{{seed, 0x5EED, 0, 0},
                          int(r.kinds.size()),
                          ptrs.data(),
                          sizes.data(),
                          r.params_json.empty() ? nullptr : r.params_json.c_str(),
                          1};
  if (cardinal_game_start(g.get(), &o) != CARDINAL_OK) throw ApiError(400, cardinal_game_error(g.get()));
  if (cardinal_game_advance(g.get()) != CARDINAL_OK)
    throw ApiError(500, fmt::format("the game failed to start: {}", cardinal_game_error(g.get())));
  return g;
}

// Each AI spec is asked once: the C API is the one judge of which AIs exist
// (an unknown spec is refused before any AI thinks).
void check_ais(cardinal_game* g, const std::vector<std::string>& kinds) {
  std::set<std::string> asked;
  for (size_t i = 0; i < kinds.size(); i++) {
    if (kinds[i] == "human" || !asked.insert(kinds[i]).second) continue;
    uint32_t option = 0;
    if (cardinal_game_ai_choose(g, kinds[i].c_str(), 0, &option) == CARDINAL_BAD_ARGUMENT)
      throw ApiError(400, fmt::format("seats[{}]: {} (or \"human\")", i, cardinal_game_error(g)));
  }
}

}  // namespace

nlohmann::json Tables::create(const nlohmann::json& request) {
  if (size() >= limits_.max_tables)  // before any work; checked again when it is added
    throw ApiError(503, fmt::format("the server holds its most tables ({}); try again later", limits_.max_tables));
  Catalog::Game game = catalog_.game(requested_game(request));
  TableRequest r = parse_table_request(request, game.info);
  uint64_t seed = r.seed ? *r.seed : (uint64_t(std::random_device{}()) << 32) | std::random_device{}();
  GamePtr g = start_game(game.library, r, seed);
  check_ais(g.get(), r.kinds);

  TableSetup setup{random_hex(8), r.game, r.kinds, seed};
  Entry e;
  nlohmann::json tokens = nlohmann::json::array();
  for (size_t i = 0; i < r.kinds.size(); i++) {
    bool human = r.kinds[i] == "human";
    e.tokens.push_back(human ? random_hex(16) : "");
    e.claimed.push_back(human && !r.open[i]);
    tokens.push_back(e.claimed.back() ? nlohmann::json(e.tokens.back()) : nlohmann::json());
  }
  e.table = std::make_shared<Table>(boost::asio::make_strand(games_), game.library, g.release(), setup);
  {
    std::lock_guard lock(mutex_);
    if (closed_) throw ApiError(503, "the server is stopping");
    if (tables_.size() >= limits_.max_tables)
      throw ApiError(503, fmt::format("the server holds its most tables ({}); try again later", limits_.max_tables));
    for (size_t i = 0; i < e.tokens.size(); i++)
      if (!e.tokens[i].empty()) by_token_[e.tokens[i]] = {setup.id, int(i)};
    tables_[setup.id] = e;
  }
  e.table->start();
  return {{"id", setup.id}, {"game", setup.game}, {"players", r.kinds.size()}, {"tokens", tokens}};
}

nlohmann::json Tables::open_tables() const {
  std::lock_guard lock(mutex_);
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [id, e] : tables_) {
    if (e.table->status().over) continue;
    nlohmann::json seats = nlohmann::json::array();
    bool any_free = false;
    for (size_t i = 0; i < e.tokens.size(); i++) {
      bool free = !e.tokens[i].empty() && !e.claimed[i];
      any_free = any_free || free;
      seats.push_back({{"seat", i}, {"kind", e.table->setup().kinds[i]}, {"free", free}});
    }
    if (any_free) list.push_back({{"id", id}, {"game", e.table->setup().game}, {"seats", seats}});
  }
  return {{"tables", list}};
}

nlohmann::json Tables::join(const std::string& id, const nlohmann::json& request) {
  std::lock_guard lock(mutex_);
  auto it = tables_.find(id);
  if (it == tables_.end()) throw ApiError(404, fmt::format("no table {}", id));
  Entry& e = it->second;
  if (e.table->status().over) throw ApiError(409, "the game is over");
  if (!request.is_object()) throw ApiError(400, R"(the request is {"seat": N}, or {} for the first free seat)");
  int seat = -1;
  if (request.contains("seat")) {
    if (!request["seat"].is_number_unsigned() || request["seat"].get<size_t>() >= e.tokens.size())
      throw ApiError(400, fmt::format("seat is a seat's index, 0 to {}", e.tokens.size() - 1));
    seat = request["seat"];
    if (e.tokens[size_t(seat)].empty()) throw ApiError(409, fmt::format("seat {} is an AI's", seat));
    if (e.claimed[size_t(seat)]) throw ApiError(409, fmt::format("seat {} is taken", seat));
  } else {
    for (size_t i = 0; i < e.tokens.size() && seat < 0; i++)
      if (!e.tokens[i].empty() && !e.claimed[i]) seat = int(i);
    if (seat < 0) throw ApiError(409, "no seat is free");
  }
  e.claimed[size_t(seat)] = true;
  return {{"id", id}, {"seat", seat}, {"token", e.tokens[size_t(seat)]}};
}

std::optional<Tables::SeatRef> Tables::by_token(const std::string& token) const {
  std::lock_guard lock(mutex_);
  auto it = by_token_.find(token);
  if (it == by_token_.end()) return std::nullopt;
  const Entry& e = tables_.at(it->second.first);
  // An open seat's token acts only once someone has joined it.
  if (!e.claimed[size_t(it->second.second)]) return std::nullopt;
  return SeatRef{e.table, it->second.second};
}

size_t Tables::expire(Table::Clock::time_point now) {
  std::vector<std::shared_ptr<Table>> gone;
  {
    std::lock_guard lock(mutex_);
    for (auto it = tables_.begin(); it != tables_.end();) {
      Table::Status s = it->second.table->status();
      bool drop = s.over ? now - s.finished > limits_.keep_finished : now - s.active > limits_.idle;
      if (!drop) {
        ++it;
        continue;
      }
      for (const std::string& t : it->second.tokens) by_token_.erase(t);
      gone.push_back(it->second.table);
      it = tables_.erase(it);
    }
  }
  for (auto& t : gone) t->close(t->status().over ? "the finished table was put away" : "the table was idle too long");
  return gone.size();
}

void Tables::close_all(const std::string& reason) {
  std::lock_guard lock(mutex_);
  closed_ = true;
  for (auto& [id, e] : tables_) e.table->close(reason);
  tables_.clear();
  by_token_.clear();
}

size_t Tables::size() const {
  std::lock_guard lock(mutex_);
  return tables_.size();
}

}  // namespace cardinal::server
