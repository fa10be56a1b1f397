#include "server/http_session.h"

#include <fmt/format.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>

#include "server/api.h"
#include "server/json_text.h"
#include "server/play_session.h"
#include "server/static_files.h"

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;

namespace cardinal::server {

namespace {

using Request = http::request<http::string_body>;

// The value of `key` in a target's query (?a=1&token=...), or "".
std::string query_value(std::string_view target, std::string_view key) {
  size_t q = target.find('?');
  if (q == std::string_view::npos) return "";
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    std::string_view pair = rest.substr(0, rest.find('&'));
    rest.remove_prefix(std::min(rest.size(), pair.size() + 1));
    if (pair.size() > key.size() && pair.starts_with(key) && pair[key.size()] == '=')
      return std::string(pair.substr(key.size() + 1));
  }
  return "";
}

std::string_view path_of(std::string_view target) { return target.substr(0, target.find('?')); }

std::string_view sv(beast::string_view s) { return {s.data(), s.size()}; }

}  // namespace

HttpSession::HttpSession(net::ip::tcp::socket socket, const Context& ctx) : stream_(std::move(socket)), ctx_(ctx) {}

void HttpSession::read() {
  parser_.emplace();
  parser_->body_limit(ctx_.limits.max_message);
  stream_.expires_after(std::chrono::seconds(30));  // a request arrives whole within this
  http::async_read(stream_, buffer_, *parser_,
                   [self = shared_from_this()](beast::error_code ec, size_t) { self->on_read(ec); });
}

void HttpSession::on_read(beast::error_code ec) {
  if (ec == http::error::body_limit) {
    return json(413, json_text({{"error", fmt::format("the body is over {} bytes", ctx_.limits.max_message)}}),
                11, false);
  }
  if (ec) {  // the client closed, timed out or sent something that is not HTTP
    stream_.socket().shutdown(net::ip::tcp::socket::shutdown_both, ec);
    return;
  }
  Request req = parser_->release();
  std::string_view path = path_of(sv(req.target()));
  if (path == "/api/play" && beast::websocket::is_upgrade(req)) return play(std::move(req));
  if (path.starts_with("/api/")) return api(std::move(req));
  file(req);
}

void HttpSession::play(Request req) {
  std::optional<Tables::SeatRef> seat = ctx_.tables.by_token(query_value(sv(req.target()), "token"));
  if (!seat)
    return json(403, R"j({"error": "no seat has this token (POST /api/tables or /api/tables/{id}/join gives one)"})j",
                req.version(), false);
  stream_.expires_never();  // the WebSocket keeps its own timeouts
  std::make_shared<PlaySession>(std::move(stream_), std::move(*seat), ctx_)->run(std::move(req));
}

// JSON requests run on the game threads (creating a table starts a game and
// asks its AIs); the reply is written back on this connection's strand.
void HttpSession::api(Request req) {
  net::post(ctx_.games, [self = shared_from_this(), req = std::move(req)] {
    ApiReply reply = handle_api(self->ctx_.catalog, self->ctx_.tables, sv(req.method_string()), sv(req.target()), req.body());
    net::post(self->stream_.get_executor(), [self, status = reply.status, body = json_text(reply.body),
                                             version = req.version(), keep = req.keep_alive()] {
      self->json(status, body, version, keep);
    });
  });
}

void HttpSession::file(const Request& req) {
  if (req.method() != http::verb::get && req.method() != http::verb::head)
    return json(405, R"({"error": "files are read with GET"})", req.version(), req.keep_alive());
  if (ctx_.static_dir.empty())
    return json(404, R"j({"error": "no browser client is served here (cardinal serve --static DIR)"})j", req.version(),
                req.keep_alive());
  StaticLookup found = find_static(ctx_.static_dir, sv(req.target()));
  if (found.status != 200)
    return json(found.status, json_text({{"error", found.error}}), req.version(), req.keep_alive());
  beast::error_code ec;
  http::file_body::value_type body;
  body.open(found.file.c_str(), beast::file_mode::scan, ec);
  if (ec) return json(404, json_text({{"error", ec.message()}}), req.version(), req.keep_alive());
  auto headers = [&](auto& res) {
    res.set(http::field::content_type, found.content_type);
    res.set(http::field::cache_control, "no-cache");
    res.keep_alive(req.keep_alive());
  };
  if (req.method() == http::verb::head) {
    auto res = std::make_shared<http::response<http::empty_body>>(http::status::ok, req.version());
    headers(*res);
    res->content_length(body.size());
    return write(res);
  }
  auto res = std::make_shared<http::response<http::file_body>>(http::status::ok, req.version());
  headers(*res);
  res->body() = std::move(body);
  res->prepare_payload();
  write(res);
}

void HttpSession::json(int status, const std::string& body, unsigned version, bool keep_alive) {
  auto res = std::make_shared<http::response<http::string_body>>(http::int_to_status(unsigned(status)), version);
  res->set(http::field::content_type, "application/json");
  res->set(http::field::cache_control, "no-store");
  res->keep_alive(keep_alive);
  res->body() = body;
  res->prepare_payload();
  write(res);
}

template <class Response>
void HttpSession::write(std::shared_ptr<Response> res) {
  bool close = res->need_eof();
  http::async_write(stream_, *res, [self = shared_from_this(), res, close](beast::error_code ec, size_t) {
    if (ec) return;
    if (close) {
      self->stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ec);
      return;
    }
    self->read();
  });
}

}  // namespace cardinal::server
