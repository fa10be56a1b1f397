#include "search/error.h"

namespace cardinal::search {

namespace {
size_t code_points(std::string_view s) {
  size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}
}  // namespace

std::string caret_line(std::string_view query, size_t pos, size_t len) {
  pos = std::min(pos, query.size());
  size_t width = pos >= query.size() ? 1 : std::max<size_t>(1, code_points(query.substr(pos, len)));
  return "  " + std::string(query) + "\n  " + std::string(code_points(query.substr(0, pos)), ' ') +
         std::string(width, '^');
}

}  // namespace cardinal::search
