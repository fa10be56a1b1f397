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

// Sorted by card id; each card's words sorted and unique.
std::vector<std::pair<int64_t, std::vector<std::string>>> script_keywords(const Library& lib,
                                                                          const std::vector<std::string>& kinds);

// The same, for the game's library loaded from cards_dir (db_path: the built
// database its rows come from, "" for the set files); throws when a script
// does not load. The search's sources take it as their keyword reader
// (search/source.h), as search/ does not load scripts itself.
std::vector<std::pair<int64_t, std::vector<std::string>>> load_script_keywords(
    const std::string& cards_dir, const std::string& game, const std::string& db_path,
    const std::vector<std::string>& kinds);

}  // namespace cardinal
