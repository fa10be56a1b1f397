#include "scripting/source.h"

#include "db/paths.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace cardinal {

namespace {

// Relative, and made of plain parts: no "", ".", ".." or leading '/'.
bool relative_inside(const std::string& path) {
  if (path.empty() || path.front() == '/') return false;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    std::string_view part(path.data() + start, end - start);
    if (part.empty() || part == "." || part == "..") return end == path.size() && part.empty() && start > 0;
    start = end + 1;
  }
  return true;
}

class DiskSource final : public CardSource {
 public:
  explicit DiskSource(std::string root) : root_(std::move(root)) {}
  std::optional<std::vector<std::string>> list(const std::string& dir) const override {
    std::error_code ec;
    std::optional<fs::path> p = inside(dir);
    if (!p || !fs::is_directory(*p, ec)) return std::nullopt;
    std::vector<std::string> out;
    for (auto& e : fs::directory_iterator(*p, ec)) {
      std::string name = e.path().filename().string();
      if (!inside(dir + "/" + name)) continue;  // a link out of the root is not there
      out.push_back(name + (fs::is_directory(e.path(), ec) ? "/" : ""));
    }
    std::sort(out.begin(), out.end());
    return out;
  }
  std::optional<std::string> read(const std::string& path) const override {
    std::optional<fs::path> p = inside(path);
    if (!p) return std::nullopt;
    std::ifstream in(*p, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::string describe(const std::string& path) const override { return (fs::path(root_) / path).string(); }

 private:
  // The file a relative path names, if it is below the root once every
  // symbolic link on the way is followed.
  std::optional<fs::path> inside(const std::string& rel) const {
    if (!relative_inside(rel)) return std::nullopt;
    fs::path p = fs::path(root_) / rel;
    if (!db::inside(root_, p)) return std::nullopt;
    return p;
  }

  std::string root_;
};
}  // namespace

bool plain_name(const std::string& name) {
  if (name.empty() || name.size() > 100 || name.front() == '.') return false;
  return std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '-' || c == '_' || c == '.';
  });
}

std::shared_ptr<const CardSource> disk_source(const std::string& root) { return std::make_shared<DiskSource>(root); }

}  // namespace cardinal
