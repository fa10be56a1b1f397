// What a seat's client sends over its WebSocket (docs/protocol.md, "The
// server"): {"answer": {"option": N}}, {"answer": {"label": "..."}} or
// {"concede": true}. Anything else is refused with a message naming what is
// wrong, before the game is touched.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cardinal::server {

struct BadMessage : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ClientMessage {
  enum class Kind { Answer, Concede } kind = Kind::Answer;
  std::string answer_json;  // Answer: {"option": N} or {"label": "..."}, as the C API takes it
};

// Throws BadMessage for a message over max_bytes, malformed JSON, or a shape
// other than the three above.
ClientMessage parse_client_message(std::string_view text, size_t max_bytes);

}  // namespace cardinal::server
