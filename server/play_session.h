// One WebSocket connection acting for one seat (GET /api/play?token=...): it
// passes the client's messages to the table and the table's to the client,
// in order, one write at a time.
#pragma once
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "server/context.h"
#include "server/table.h"
#include "server/tables.h"

namespace cardinal::server {

class PlaySession final : public SeatClient, public std::enable_shared_from_this<PlaySession> {
 public:
  PlaySession(boost::beast::tcp_stream stream, Tables::SeatRef seat, const Context& ctx);
  // Completes the WebSocket handshake of `request`, then reads until closed.
  void run(boost::beast::http::request<boost::beast::http::string_body> request);

  void send(std::shared_ptr<const std::string> text) override;
  void close(std::shared_ptr<const std::string> last) override;

 private:
  void read();
  void on_read(boost::beast::error_code ec);
  void enqueue(std::shared_ptr<const std::string> text);
  void write_next();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  Tables::SeatRef seat_;
  Context ctx_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool writing_ = false, closing_ = false, closed_ = false;
};

}  // namespace cardinal::server
