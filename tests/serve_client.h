// A small blocking client of `cardinal serve` for the tests: HTTP requests
// and a seat's WebSocket, over Boost.Beast like the server. Every operation
// has a time limit, so a server that never answers fails a test instead of
// hanging it.
#pragma once
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace cardinal::test {

namespace serve_net {
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
constexpr auto kLimit = std::chrono::seconds(20);

// Starts an asynchronous operation and runs `io` until it completes; throws
// its error (a timeout among them).
template <class Start>
void await(net::io_context& io, Start start) {
  std::optional<beast::error_code> result;
  start([&](beast::error_code ec, auto&&...) { result = ec; });
  io.restart();
  while (!result && io.run_one() > 0) {
  }
  if (!result) throw std::runtime_error("the operation never completed");
  if (*result) throw beast::system_error(*result);
}
}  // namespace serve_net

struct HttpReply {
  int status = 0;
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

// One request on a new connection.
inline HttpReply http_request(uint16_t port, const std::string& method, const std::string& target,
                              const std::string& body = "") {
  using namespace serve_net;
  net::io_context io;
  beast::tcp_stream s(io);
  s.expires_after(kLimit);
  await(io, [&](auto h) { s.async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port), h); });
  http::request<http::string_body> req(http::string_to_verb(method), target, 11);
  req.set(http::field::host, "127.0.0.1");
  if (!body.empty()) req.set(http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  await(io, [&](auto h) { http::async_write(s, req, h); });
  beast::flat_buffer buf;
  http::response<http::string_body> res;
  await(io, [&](auto h) { http::async_read(s, buf, res, h); });
  return {int(res.result_int()), res.body()};
}

inline nlohmann::json post_json(uint16_t port, const std::string& target, const nlohmann::json& body, int want) {
  HttpReply r = http_request(port, "POST", target, body.dump());
  if (r.status != want) throw std::runtime_error(target + ": " + std::to_string(r.status) + " " + r.body);
  return r.json();
}

// A seat's WebSocket (/api/play?token=...).
class SeatSocket {
 public:
  SeatSocket(uint16_t port, const std::string& token) : ws_(io_) {
    using namespace serve_net;
    beast::get_lowest_layer(ws_).expires_after(kLimit);
    await(io_, [&](auto h) {
      beast::get_lowest_layer(ws_).async_connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port), h);
    });
    beast::get_lowest_layer(ws_).expires_never();  // the WebSocket's own limits from here on
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true));
    websocket::stream_base::timeout t{};
    t.handshake_timeout = kLimit;
    t.idle_timeout = kLimit;
    t.keep_alive_pings = false;
    ws_.set_option(t);
    ws_.read_message_max(64 << 20);
    await(io_, [&](auto h) { ws_.async_handshake("127.0.0.1", "/api/play?token=" + token, h); });
  }
  // The next message from the server.
  nlohmann::json next() {
    serve_net::beast::flat_buffer buf;
    serve_net::await(io_, [&](auto h) { ws_.async_read(buf, h); });
    return nlohmann::json::parse(serve_net::beast::buffers_to_string(buf.data()));
  }
  void send_text(const std::string& text) {
    serve_net::await(io_, [&](auto h) { ws_.async_write(boost::asio::buffer(text), h); });
  }
  void send(const nlohmann::json& j) { send_text(j.dump()); }
  void close() {
    serve_net::await(io_, [&](auto h) { ws_.async_close(serve_net::websocket::close_code::normal, h); });
  }

 private:
  serve_net::net::io_context io_;
  serve_net::websocket::stream<serve_net::beast::tcp_stream> ws_;
};

}  // namespace cardinal::test
