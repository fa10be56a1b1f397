#include "server/client_message.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace cardinal::server {

namespace {

constexpr const char* kShapes = R"(a message is {"answer": {"option": N}}, {"answer": {"label": "..."}} or {"concede": true})";

std::string answer_of(const nlohmann::json& a) {
  if (!a.is_object() || a.size() != 1)
    throw BadMessage(R"(an answer is {"option": N} (an option's index) or {"label": "..."} (an option's exact label))");
  if (a.contains("option")) {
    const auto& o = a["option"];
    if (!o.is_number_unsigned()) throw BadMessage(fmt::format("option {} is not an option's index (0, 1, 2...)", o.dump()));
    return nlohmann::json{{"option", o}}.dump();
  }
  if (a.contains("label")) {
    if (!a["label"].is_string()) throw BadMessage(fmt::format("label {} is not a string", a["label"].dump()));
    return nlohmann::json{{"label", a["label"]}}.dump();
  }
  throw BadMessage(fmt::format(R"(an answer has "option" or "label", not "{}")", a.begin().key()));
}

}  // namespace

ClientMessage parse_client_message(std::string_view text, size_t max_bytes) {
  if (text.size() > max_bytes)
    throw BadMessage(fmt::format("the message is {} bytes; the server reads at most {}", text.size(), max_bytes));
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) throw BadMessage(fmt::format("malformed JSON: {}", kShapes));
  if (!j.is_object() || j.size() != 1) throw BadMessage(kShapes);
  if (j.contains("answer")) return {ClientMessage::Kind::Answer, answer_of(j["answer"])};
  if (j.contains("concede")) {
    if (j["concede"] != true) throw BadMessage(R"(to concede, send {"concede": true})");
    return {ClientMessage::Kind::Concede, ""};
  }
  throw BadMessage(fmt::format("unknown message \"{}\": {}", j.begin().key(), kShapes));
}

}  // namespace cardinal::server
