#include "server/play_session.h"

#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "server/client_message.h"
#include "server/json_text.h"

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;

namespace cardinal::server {

namespace {
// A client that reads nothing while this many messages wait for it is
// dropped; it may reconnect and is sent everything again.
constexpr size_t kMaxQueued = 1024;
// Past the message limit, the connection reads a message this much larger
// only to say what was wrong with it; larger still, the connection fails
// (WebSocket status 1009, "message too big").
constexpr size_t kHardLimitFactor = 16;
}  // namespace

PlaySession::PlaySession(beast::tcp_stream stream, Tables::SeatRef seat, const Context& ctx)
    : ws_(std::move(stream)), seat_(std::move(seat)), ctx_(ctx) {}

void PlaySession::run(http::request<http::string_body> request) {
  websocket::stream_base::timeout t = websocket::stream_base::timeout::suggested(beast::role_type::server);
  t.idle_timeout = std::chrono::seconds(60);  // pings find a client that vanished
  t.keep_alive_pings = true;
  ws_.set_option(t);
  ws_.read_message_max(ctx_.limits.max_message * kHardLimitFactor);
  ws_.async_accept(request, [self = shared_from_this()](beast::error_code ec) {
    if (ec) return;
    self->seat_.table->attach(self->seat_.seat, self);
    self->read();
  });
}

void PlaySession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) { self->on_read(ec); });
}

void PlaySession::on_read(beast::error_code ec) {
  if (ec) {  // closed by the client, timed out, or over the hard limit
    closed_ = true;
    return;
  }
  std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  if (!ws_.got_text()) {
    enqueue(std::make_shared<const std::string>(R"({"type":"error","error":"messages are JSON text, not binary"})"));
  } else {
    try {
      ClientMessage m = parse_client_message(text, ctx_.limits.max_message);
      seat_.table->receive(seat_.seat, std::move(m), weak_from_this());
    } catch (const BadMessage& e) {
      enqueue(std::make_shared<const std::string>(json_text({{"type", "error"}, {"error", e.what()}})));
    }
  }
  read();
}

void PlaySession::send(std::shared_ptr<const std::string> text) {
  net::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)] { self->enqueue(text); });
}

void PlaySession::close(std::shared_ptr<const std::string> last) {
  net::post(ws_.get_executor(), [self = shared_from_this(), last = std::move(last)] {
    self->enqueue(last);
    self->closing_ = true;
  });
}

// On the connection's strand.
void PlaySession::enqueue(std::shared_ptr<const std::string> text) {
  if (closed_ || closing_) return;
  if (queue_.size() >= kMaxQueued) {
    // It reads nothing, so a closing handshake would wait on it too: the
    // socket is closed, which ends the pending operations.
    closed_ = true;
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);
    return;
  }
  queue_.push_back(std::move(text));
  if (!writing_) write_next();
}

void PlaySession::write_next() {
  if (queue_.empty()) {
    writing_ = false;
    if (closing_ && !closed_) {
      closed_ = true;
      ws_.async_close(websocket::close_code::normal, [self = shared_from_this()](beast::error_code) {});
    }
    return;
  }
  writing_ = true;
  ws_.text(true);
  std::shared_ptr<const std::string> text = queue_.front();  // alive until written
  ws_.async_write(net::buffer(*text), [self = shared_from_this(), text](beast::error_code ec, size_t) {
    self->queue_.pop_front();
    if (ec || self->closed_) {
      self->closed_ = true;
      self->queue_.clear();
      self->writing_ = false;
      return;
    }
    self->write_next();
  });
}

}  // namespace cardinal::server
