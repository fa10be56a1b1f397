#include "core/json_keys.h"

#include <algorithm>
#include <vector>

#include "core/suggest.h"

namespace cardinal {

std::string unknown_key(const nlohmann::json& j, std::initializer_list<std::string_view> known) {
  if (!j.is_object()) return "must be an object";
  std::vector<std::string_view> names(known);
  for (const auto& [key, value] : j.items()) {
    if (key == "comment" || std::find(names.begin(), names.end(), key) != names.end()) continue;
    std::string list;
    for (std::string_view n : names) list += (list.empty() ? "" : ", ") + std::string(n);
    return "unknown key \"" + key + "\"" + did_you_mean(key, names) + "; it may have: " + list;
  }
  return "";
}

}  // namespace cardinal
