// The bounds a server keeps, so that no client can take all of it.
#pragma once
#include <chrono>
#include <cstddef>

namespace cardinal::server {

struct Limits {
  size_t max_tables = 100;            // tables at once, finished ones kept included
  size_t max_message = 64 * 1024;     // a WebSocket message or a request body, in bytes
  std::chrono::milliseconds idle{std::chrono::hours(1)};              // a table with no move, message or connection
  std::chrono::milliseconds keep_finished{std::chrono::minutes(10)};  // a table after its game ended
};

}  // namespace cardinal::server
