#include "core/suggest.h"

#include <algorithm>

namespace cardinal {

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); j++) row[j] = j;
  for (size_t i = 1; i <= a.size(); i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); j++) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& names) {
  // Within two edits, and not more edits than half the word (any two-letter
  // word is two edits from any other); the closest, the first of equals
  // ("gren": "green", one edit, not "red", two).
  std::string_view best;
  size_t best_d = 3;
  for (std::string_view n : names) {
    size_t d = edit_distance(word, n);
    if (d < best_d && 2 * d <= word.size()) best = n, best_d = d;
  }
  return best_d <= 2 ? " (did you mean \"" + std::string(best) + "\"?)" : "";
}

}  // namespace cardinal
