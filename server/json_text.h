// JSON as the server sends it: compact, and never throwing on text that is
// not UTF-8 (a path or a script's string), which is replaced instead.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

namespace cardinal::server {

inline std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cardinal::server
