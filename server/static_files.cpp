#include "server/static_files.h"

#include <fmt/format.h>

#include <map>
#include <optional>

namespace fs = std::filesystem;

namespace cardinal::server {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX decoded; nullopt for a broken escape.
std::optional<std::string> percent_decoded(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); i++) {
    if (s[i] != '%') {
      out += s[i];
      continue;
    }
    if (i + 2 >= s.size()) return std::nullopt;
    int hi = hex_value(s[i + 1]), lo = hex_value(s[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out += char(hi * 16 + lo);
    i += 2;
  }
  return out;
}

// Whether `inner` is `outer` or below it (both canonical).
bool within(const fs::path& outer, const fs::path& inner) {
  auto o = outer.begin(), i = inner.begin();
  for (; o != outer.end(); ++o, ++i)
    if (i == inner.end() || *o != *i) return false;
  return true;
}

StaticLookup refused(int status, std::string error) {
  StaticLookup r;
  r.status = status;
  r.error = std::move(error);
  return r;
}

}  // namespace

std::string content_type_of(const fs::path& file) {
  static const std::map<std::string, std::string> kTypes = {
      {".html", "text/html; charset=utf-8"}, {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
      {".json", "application/json"}, {".map", "application/json"}, {".svg", "image/svg+xml"},
      {".png", "image/png"}, {".jpg", "image/jpeg"}, {".jpeg", "image/jpeg"}, {".gif", "image/gif"},
      {".webp", "image/webp"}, {".ico", "image/x-icon"}, {".woff", "font/woff"}, {".woff2", "font/woff2"},
      {".wasm", "application/wasm"}, {".txt", "text/plain; charset=utf-8"}};
  auto it = kTypes.find(file.extension().string());
  return it == kTypes.end() ? "application/octet-stream" : it->second;
}

StaticLookup find_static(const fs::path& root, std::string_view target) {
  std::string_view path = target.substr(0, target.find('?'));
  if (path.empty() || path.front() != '/') return refused(400, "a path begins with /");
  std::optional<std::string> decoded = percent_decoded(path);
  if (!decoded) return refused(400, "a broken %-escape in the path");
  // Checked part by part on the decoded text: "..", "%2e%2e" and "a/../.."
  // are all refused before the file system is asked anything.
  fs::path rel;
  size_t start = 1;
  while (start <= decoded->size()) {
    size_t end = decoded->find('/', start);
    if (end == std::string::npos) end = decoded->size();
    std::string part = decoded->substr(start, end - start);
    if (part == "." || part == ".." || part.find('\\') != std::string::npos || part.find('\0') != std::string::npos)
      return refused(400, fmt::format("\"{}\" would leave the static folder", std::string(path)));
    if (!part.empty()) rel /= part;
    start = end + 1;
  }
  std::error_code ec;
  fs::path base = fs::canonical(root, ec);
  if (ec) return refused(404, "no static folder");
  fs::path file = base / rel;
  if (fs::is_directory(file, ec)) file /= "index.html";
  fs::path real = fs::canonical(file, ec);  // a link's target, which must be inside too
  if (ec || !fs::is_regular_file(real, ec)) return refused(404, fmt::format("no file {}", std::string(path)));
  if (!within(base, real)) return refused(400, fmt::format("\"{}\" would leave the static folder", std::string(path)));
  StaticLookup r;
  r.file = real;
  r.content_type = content_type_of(real);
  return r;
}

}  // namespace cardinal::server
