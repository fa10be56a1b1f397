#include "core/suggest.h"

#include <algorithm>

namespace cardinal {

namespace {

// The edit distance of a and b (insertions, deletions, substitutions) when it
// is at most cap, else cap + 1. Only the cells within cap of the diagonal can
// hold such a distance, so a row costs 2 cap + 1 cells whatever the words'
// lengths: a word or a name may come from a game folder, megabytes long.
// band[k] is row i's cell j = i + k - cap.
size_t edit_distance_within(std::string_view a, std::string_view b, size_t cap) {
  if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > cap) return cap + 1;
  const size_t far = cap + 1, width = 2 * cap + 1;
  std::vector<size_t> band(width, far), next(width, far);
  for (size_t j = 0; j <= std::min(b.size(), cap); j++) band[j + cap] = j;  // row 0
  for (size_t i = 1; i <= a.size(); i++) {
    for (size_t k = 0; k < width; k++) {
      size_t j = i + k;  // + cap, below
      if (j < cap || j - cap > b.size()) {
        next[k] = far;
        continue;
      }
      j -= cap;
      size_t best = far;
      if (k + 1 < width) best = std::min(best, band[k + 1] + 1);             // (i-1, j): a deletion
      if (k > 0) best = std::min(best, next[k - 1] + 1);                     // (i, j-1): an insertion
      if (j > 0) best = std::min(best, band[k] + (a[i - 1] == b[j - 1] ? 0 : 1));  // (i-1, j-1)
      next[k] = std::min(best, far);
    }
    std::swap(band, next);
  }
  return band[b.size() + cap - a.size()];
}

}  // namespace

std::string did_you_mean(std::string_view word, const std::vector<std::string_view>& names) {
  // Within two edits, and not more edits than half the word (any two-letter
  // word is two edits from any other); the closest, the first of equals
  // ("gren": "green", one edit, not "red", two).
  std::string_view best;
  size_t best_d = 3;
  for (std::string_view n : names) {
    size_t d = edit_distance_within(word, n, 2);
    if (d < best_d && 2 * d <= word.size()) best = n, best_d = d;
  }
  return best_d <= 2 ? " (did you mean \"" + std::string(best) + "\"?)" : "";
}

}  // namespace cardinal
