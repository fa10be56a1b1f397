// What every connection of a server reaches: the games, the tables, the game
// threads, the static folder and the limits.
#pragma once
#include <boost/asio/io_context.hpp>
#include <filesystem>

#include "server/catalog.h"
#include "server/limits.h"
#include "server/tables.h"

namespace cardinal::server {

struct Context {
  Catalog& catalog;
  Tables& tables;
  boost::asio::io_context& games;  // the game threads: JSON requests run here, never on a network thread
  std::filesystem::path static_dir;  // empty: none
  Limits limits;
};

}  // namespace cardinal::server
