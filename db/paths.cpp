#include "db/paths.h"

namespace cardinal::db {

namespace fs = std::filesystem;

std::optional<fs::path> inside(const fs::path& root, const fs::path& file) {
  std::error_code ec;
  fs::path r = fs::weakly_canonical(fs::absolute(root, ec), ec);
  if (ec) return std::nullopt;
  if (!r.has_filename()) r = r.parent_path();  // "cards/"
  fs::path f = fs::weakly_canonical(fs::absolute(file, ec), ec);
  if (ec) return std::nullopt;
  fs::path rel = f.lexically_relative(r);
  if (rel.empty() || *rel.begin() == "..") return std::nullopt;
  return rel;
}

}  // namespace cardinal::db
