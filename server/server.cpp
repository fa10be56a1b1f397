#include "server/server.h"

#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <csignal>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "server/context.h"
#include "server/http_session.h"

namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace cardinal::server {

namespace {
// A handler that throws is a bug, but it should cost its own request, not
// the server: the thread says so and goes on.
void run_logging_errors(net::io_context& io) {
  while (true) {
    try {
      io.run();
      return;
    } catch (const std::exception& e) {
      std::cerr << "cardinal serve: " << e.what() << "\n";
    }
  }
}
}  // namespace

// The game threads and the network hold each other's work (a connection's
// request runs on a game thread; a table's update is written by the
// network), so stop() drains both before either is destroyed; the game
// context is declared first so that it outlives the connections' last
// references to its tables' strands.
struct Server::Impl {
  explicit Impl(ServerOptions o)
      : options(std::move(o)),
        games_work(net::make_work_guard(games)),
        catalog(options.cards_dir),
        tables(catalog, games, options.limits),
        acceptor(network),
        sweeper(network) {}

  ServerOptions options;
  net::io_context games;
  net::executor_work_guard<net::io_context::executor_type> games_work;
  net::io_context network;
  Catalog catalog;
  Tables tables;
  tcp::acceptor acceptor;
  net::steady_timer sweeper;
  std::vector<std::thread> game_threads, network_threads;
  bool running = false;

  Context context() { return {catalog, tables, games, options.static_dir, options.limits}; }

  void accept() {
    acceptor.async_accept(net::make_strand(network), [this](boost::system::error_code ec, tcp::socket socket) {
      if (ec == net::error::operation_aborted) return;  // stopping
      if (!ec) {
        // Small messages both ways (an answer, then an update): without this
        // each waits for the peer's delayed ACK (Nagle's algorithm).
        socket.set_option(tcp::no_delay(true), ec);
        std::make_shared<HttpSession>(std::move(socket), context())->run();
      }
      accept();
    });
  }

  // Idle and long-finished tables are put away at a tenth of the shorter
  // limit (between 20 ms and 30 s).
  void sweep() {
    auto shortest = std::min(options.limits.idle, options.limits.keep_finished);
    auto every = std::clamp<std::chrono::milliseconds>(shortest / 10, std::chrono::milliseconds(20),
                                                      std::chrono::seconds(30));
    sweeper.expires_after(every);
    sweeper.async_wait([this](boost::system::error_code ec) {
      if (ec) return;
      tables.expire(Table::Clock::now());
      sweep();
    });
  }
};

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  const ServerOptions& o = impl_->options;
  boost::system::error_code ec;
  net::ip::address address = net::ip::make_address(o.host, ec);
  if (ec) throw std::runtime_error(fmt::format("--host {}: not an IP address ({})", o.host, ec.message()));
  tcp::endpoint at(address, o.port);
  tcp::acceptor& a = impl_->acceptor;
  a.open(at.protocol(), ec);
  if (!ec) a.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(at, ec);
  if (!ec) a.listen(net::socket_base::max_listen_connections, ec);
  if (ec) throw std::runtime_error(fmt::format("cannot listen on {}:{}: {}", o.host, o.port, ec.message()));
}

Server::~Server() { stop(); }

uint16_t Server::port() const { return impl_->acceptor.local_endpoint().port(); }

std::string Server::url() const {
  std::string host = impl_->options.host;
  if (host.find(':') != std::string::npos) host = "[" + host + "]";  // IPv6
  return fmt::format("http://{}:{}/", host, port());
}

void Server::start() {
  Impl& m = *impl_;
  if (m.running) return;
  m.running = true;
  m.accept();
  m.sweep();
  for (int i = 0; i < std::max(1, m.options.game_threads); i++)
    m.game_threads.emplace_back([&m] { run_logging_errors(m.games); });
  for (int i = 0; i < std::max(1, m.options.network_threads); i++)
    m.network_threads.emplace_back([&m] { run_logging_errors(m.network); });
}

void Server::stop() {
  if (!impl_ || !impl_->running) return;
  Impl& m = *impl_;
  m.running = false;
  net::post(m.network, [&m] {
    boost::system::error_code ec;
    m.acceptor.close(ec);
    m.sweeper.cancel();
  });
  // Every table stops (its AIs after their current move), so the game
  // threads run dry and end; then the network's.
  m.tables.close_all("the server is stopping");
  m.games_work.reset();
  for (std::thread& t : m.game_threads) t.join();
  m.network.stop();
  for (std::thread& t : m.network_threads) t.join();
  // What the network handed the game threads meanwhile runs here, so that no
  // game work holding a connection outlives the network.
  while (true) {
    m.games.restart();
    if (m.games.poll() == 0) break;
  }
  m.game_threads.clear();
  m.network_threads.clear();
}

void Server::run_until_signal() {
  net::io_context waiter;
  net::signal_set signals(waiter, SIGINT, SIGTERM);
  signals.async_wait([](boost::system::error_code, int) {});
  start();
  waiter.run();
  stop();
}

}  // namespace cardinal::server
