// The keywords each card's script uses, read from the loaded card library
// (its triggers' events and the custom ability kinds the registry names, e.g.
// ZD's "counter"), for the kw: field and for lint.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cardinal {
struct Library;
}

namespace cardinal::query {

struct Registry;

// Sorted by card id; each card's words sorted and unique.
std::vector<std::pair<int64_t, std::vector<std::string>>> script_keywords(const Library& lib,
                                                                          const std::vector<std::string>& kinds);

}  // namespace cardinal::query
