// "Did you mean": the closest of some names to a misspelt one, for error
// messages about keys and names a user typed.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace cardinal {

// ` (did you mean "x"?)` for the name closest to word (two edits at most,
// and at most half its length; the first of equals), or "".
std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& names);

}  // namespace cardinal
