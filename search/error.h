// A query that cannot be run: the message and the span of the query text it
// is about, so the CLI can underline the offending token (exit status 2).
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

namespace cardinal::search {

struct QueryError : std::runtime_error {
  QueryError(std::string msg, size_t pos, size_t len = 1)
      : std::runtime_error(std::move(msg)), pos(pos), len(len == 0 ? 1 : len) {}
  size_t pos;  // byte offset into the query text
  size_t len;  // bytes
};

// Two lines: the query, then carets under [pos, pos+len), counted in code
// points so that non-ASCII text before the token does not shift the caret.
std::string caret_line(std::string_view query, size_t pos, size_t len);

}  // namespace cardinal::search
