// Every table of the server: creating one from a client's request, the lobby
// (tables with free human seats), joining a free seat, finding a seat by its
// token, and dropping tables left idle or finished long enough. Thread-safe.
#pragma once
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/catalog.h"
#include "server/limits.h"
#include "server/table.h"

namespace cardinal::server {

class Tables {
 public:
  Tables(Catalog& catalog, boost::asio::io_context& games, Limits limits)
      : catalog_(catalog), games_(games), limits_(limits) {}

  // POST /api/tables. Throws ApiError (400 a bad request, 404 no such game,
  // 503 the server holds its most tables).
  nlohmann::json create(const nlohmann::json& request);
  // GET /api/tables: the tables not over that have a free human seat.
  nlohmann::json open_tables() const;
  // POST /api/tables/{id}/join: a free human seat's token, once.
  nlohmann::json join(const std::string& id, const nlohmann::json& request);

  struct SeatRef {
    std::shared_ptr<Table> table;
    int seat = 0;
  };
  std::optional<SeatRef> by_token(const std::string& token) const;

  // Drops the tables idle or finished for longer than the limits allow (their
  // clients are told, and their tokens act no more). Returns how many.
  size_t expire(Table::Clock::time_point now);
  // Every table, and no more from now on (create refuses with 503).
  void close_all(const std::string& reason);
  size_t size() const;

 private:
  struct Entry {
    std::shared_ptr<Table> table;
    std::vector<std::string> tokens;  // per seat; "" for an AI's
    std::vector<bool> claimed;        // per human seat: its token was handed out
  };
  Catalog& catalog_;
  boost::asio::io_context& games_;  // the game threads: the tables' strands are theirs
  bool closed_ = false;             // close_all: the server is stopping
  Limits limits_;
  mutable std::mutex mutex_;
  std::map<std::string, Entry> tables_;
  std::unordered_map<std::string, std::pair<std::string, int>> by_token_;  // token -> table id, seat
};

}  // namespace cardinal::server
