// The browser client's files, served at / from one folder: a URL path names
// a file under that folder or nothing. No ".." (also percent-encoded), no
// backslash or NUL, and no symbolic link that leads out of the folder.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>

namespace cardinal::server {

struct StaticLookup {
  int status = 200;             // 200 found, 400 a path that would leave the folder, 404 none
  std::filesystem::path file;   // when found
  std::string content_type;     // when found
  std::string error;            // otherwise: what was wrong
};

// The file `target` (a request target: path and optional ?query) names under
// `root`: "/" and a folder are their index.html.
StaticLookup find_static(const std::filesystem::path& root, std::string_view target);

// The Content-Type for a file name, by its extension (octet-stream if unknown).
std::string content_type_of(const std::filesystem::path& file);

}  // namespace cardinal::server
