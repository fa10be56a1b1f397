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

// A disk source reads only below its root: a path with an empty, "." or ".."
// part, or an absolute one, names nothing, and neither does an entry that
// resolves (through a symbolic link) to a place outside the root. A game
// folder is untrusted (docs/architecture.md, "Threat model").
std::shared_ptr<const CardSource> disk_source(const std::string& root);

// A name a game folder, a replay or a client may give for a game or a deck:
// 1-100 letters, digits, '-', '_' and '.', not starting with '.'. Such a
// name is one path part and never leaves the folder it is looked up in.
bool plain_name(const std::string& name);

}  // namespace cardinal
