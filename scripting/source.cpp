#include "scripting/source.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace cardinal {

namespace {
class DiskSource final : public CardSource {
 public:
  explicit DiskSource(std::string root) : root_(std::move(root)) {}
  std::optional<std::vector<std::string>> list(const std::string& dir) const override {
    std::error_code ec;
    fs::path p = fs::path(root_) / dir;
    if (!fs::is_directory(p, ec)) return std::nullopt;
    std::vector<std::string> out;
    for (auto& e : fs::directory_iterator(p, ec))
      out.push_back(e.path().filename().string() + (fs::is_directory(e.path(), ec) ? "/" : ""));
    std::sort(out.begin(), out.end());
    return out;
  }
  std::optional<std::string> read(const std::string& path) const override {
    std::ifstream in(fs::path(root_) / path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  std::string describe(const std::string& path) const override { return (fs::path(root_) / path).string(); }

 private:
  std::string root_;
};
}  // namespace

std::shared_ptr<const CardSource> disk_source(const std::string& root) { return std::make_shared<DiskSource>(root); }

}  // namespace cardinal
