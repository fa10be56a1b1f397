// Where a card library's files come from: a folder on disk (the default), or
// whatever a client supplies (the C API's callbacks). Paths are relative to
// the cards root and use '/'.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cardinal {

class CardSource {
 public:
  virtual ~CardSource() = default;
  // The entries of a folder, sorted; sub-folders end with '/'. nullopt if it is not a folder.
  virtual std::optional<std::vector<std::string>> list(const std::string& dir) const = 0;
  // A file's bytes; nullopt if there is no such file.
  virtual std::optional<std::string> read(const std::string& path) const = 0;
  // How to name a path in messages (a disk source gives the full path).
  virtual std::string describe(const std::string& path) const = 0;
};

std::shared_ptr<const CardSource> disk_source(const std::string& root);

}  // namespace cardinal
