// `cardinal serve`: an HTTP + WebSocket server (Boost.Beast) hosting games of
// every game in a cards folder, through the public C API only: the JSON
// endpoints and the seats' WebSockets of docs/protocol.md ("The server"), and
// the browser client's files at /.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "server/limits.h"

namespace cardinal::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;      // 0: any free port (port() says which)
  std::string cards_dir;     // the games
  std::string static_dir;    // served at /; "" serves no files
  Limits limits;
  int network_threads = 1;   // reading and writing connections
  int game_threads = 2;      // the tables' games and AIs
};

class Server {
 public:
  // Listens at once; throws std::runtime_error when it cannot (a port in use).
  explicit Server(ServerOptions options);
  ~Server();  // stop()
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  uint16_t port() const;
  std::string url() const;  // http://HOST:PORT/
  void start();             // serves on its own threads and returns
  void stop();              // closes every table and connection; waits for the threads
  void run_until_signal();  // start(), then stop() at SIGINT or SIGTERM

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cardinal::server
