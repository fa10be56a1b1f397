// One HTTP connection: the JSON endpoints (run on the game threads), the
// upgrade of /api/play to a seat's WebSocket, and the static files at /.
#pragma once
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "server/context.h"

namespace cardinal::server {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket socket, const Context& ctx);
  void run() { read(); }

 private:
  void read();
  void on_read(boost::beast::error_code ec);
  void play(boost::beast::http::request<boost::beast::http::string_body> req);
  void api(boost::beast::http::request<boost::beast::http::string_body> req);
  void file(const boost::beast::http::request<boost::beast::http::string_body>& req);
  void json(int status, const std::string& body, unsigned version, bool keep_alive);
  template <class Response>
  void write(std::shared_ptr<Response> res);

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  Context ctx_;
};

}  // namespace cardinal::server
