// The JSON files a designer writes beside a game (deck.json, lint.json,
// query.json) are read with defaults for what is missing, so a misspelt key
// would be a default taken in silence. Each object is checked against the
// keys it may have; "comment" is allowed anywhere (JSON has no comments).
#pragma once
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cardinal {

// "" if every key of the object j is known; else `unknown key "x" (did you
// mean "y"?); it may have: a, b, c`. A j that is not an object gives
// "must be an object".
std::string unknown_key(const nlohmann::json& j, std::initializer_list<std::string_view> known);

}  // namespace cardinal
