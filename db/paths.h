// Where a file really is, against a folder it should be inside: every link
// on the way followed. A game folder is untrusted, and a link in it may lead
// anywhere (docs/architecture.md, "Threat model").
#pragma once
#include <filesystem>
#include <optional>

namespace cardinal::db {

// `file` relative to `root` once both are resolved (links, "..", a trailing
// '/'), or nullopt when it lies outside root.
std::optional<std::filesystem::path> inside(const std::filesystem::path& root, const std::filesystem::path& file);

}  // namespace cardinal::db
