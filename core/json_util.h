// JSON out of the engine and numbers into it, in one place each.
#pragma once
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace cardinal {

// Text from card files, scripts and errors may hold bytes that are not
// UTF-8 (a card name, a log line, a label). nlohmann's dump() throws on them,
// which would make a whole view, message or report fail for one byte; they
// are written as U+FFFD instead. Every JSON the engine hands out is made here.
template <class Json = nlohmann::json>
std::string dump_json(const Json& j, int indent = -1) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

// j as an integer of type T if it is one and fits: nlohmann's get<T>() casts
// (2^32 read as uint32_t is 0, -1 is 4294967295), so input is checked here.
template <class T>
std::optional<T> json_integer(const nlohmann::json& j) {
  if (j.is_number_unsigned()) {
    uint64_t v = j.get<uint64_t>();
    if (v > uint64_t(std::numeric_limits<T>::max())) return std::nullopt;
    return T(v);
  }
  if (j.is_number_integer()) {
    int64_t v = j.get<int64_t>();
    if (v < int64_t(std::numeric_limits<T>::min())) return std::nullopt;
    if (v > 0 && uint64_t(v) > uint64_t(std::numeric_limits<T>::max())) return std::nullopt;
    return T(v);
  }
  return std::nullopt;
}

}  // namespace cardinal
