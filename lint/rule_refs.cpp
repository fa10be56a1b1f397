#include "lint/rule_refs.h"

#include <cctype>

namespace cardinal::lint {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool upper(char c) { return c >= 'A' && c <= 'Z'; }

// The length of the id body after "PREFIX-" at s[i]: S? N(.N)* [a-z]?, or 0.
size_t body_length(const std::string& s, size_t i) {
  size_t j = i;
  bool scenario = j < s.size() && s[j] == 'S';
  if (scenario) j++;
  if (j >= s.size() || !digit(s[j])) return 0;
  while (j < s.size() && digit(s[j])) j++;
  while (j + 1 < s.size() && s[j] == '.' && digit(s[j + 1])) {
    j++;
    while (j < s.size() && digit(s[j])) j++;
  }
  // A scenario's parts are lettered: ZD-S16b.
  if (scenario && j < s.size() && s[j] >= 'a' && s[j] <= 'z' && (j + 1 >= s.size() || !std::isalnum(uint8_t(s[j + 1]))))
    j++;
  if (j < s.size() && (std::isalnum(uint8_t(s[j])) || s[j] == '_')) return 0;  // CW-7x, CW-1_
  return j - i;
}

}  // namespace

bool is_rule_id(const std::string& s) {
  size_t dash = s.find('-');
  if (dash == 0 || dash == std::string::npos) return false;
  for (size_t i = 0; i < dash; i++)
    if (!upper(s[i]) && !(i > 0 && digit(s[i]))) return false;
  size_t n = body_length(s, dash + 1);
  return n > 0 && n == s.size() - dash - 1;
}

RuleDefinitions parse_definitions(const std::string& md) {
  RuleDefinitions out;
  int line = 0;
  size_t pos = 0;
  while (pos <= md.size()) {
    size_t end = md.find('\n', pos);
    if (end == std::string::npos) end = md.size();
    line++;
    std::string l = md.substr(pos, end - pos);
    pos = end + 1;
    // Skip indentation, then a list marker or a table cell's bar.
    size_t i = l.find_first_not_of(" \t");
    if (i == std::string::npos) continue;
    if (l[i] == '-' || l[i] == '*' || l[i] == '|') i = l.find_first_not_of(" \t", i + 1);
    else if (digit(l[i])) {  // "1. **CW-..**"
      while (i < l.size() && digit(l[i])) i++;
      if (i >= l.size() || l[i] != '.') continue;
      i = l.find_first_not_of(" \t", i + 1);
    } else {
      continue;
    }
    if (i == std::string::npos || l.compare(i, 2, "**") != 0) continue;
    size_t close = l.find("**", i + 2);
    if (close == std::string::npos) continue;
    std::string id = l.substr(i + 2, close - i - 2);
    if (!is_rule_id(id)) continue;
    if (!out.ids.emplace(id, line).second) out.repeats.push_back(std::to_string(line) + ": " + id);
    out.prefixes.insert(id.substr(0, id.find('-')));
  }
  return out;
}

std::vector<RuleCitation> find_citations(const std::string& text, const std::set<std::string>& prefixes,
                                         const std::string& file) {
  std::vector<RuleCitation> out;
  int line = 1;
  for (size_t i = 0; i < text.size(); i++) {
    if (text[i] == '\n') {
      line++;
      continue;
    }
    if (!upper(text[i]) || (i > 0 && (std::isalnum(uint8_t(text[i - 1])) || text[i - 1] == '_'))) continue;
    size_t dash = i;
    while (dash < text.size() && (upper(text[dash]) || digit(text[dash]))) dash++;
    if (dash >= text.size() || text[dash] != '-' || !prefixes.count(text.substr(i, dash - i))) continue;
    size_t n = body_length(text, dash + 1);
    if (n == 0) continue;
    out.push_back({text.substr(i, dash + 1 + n - i), file, line});
    i = dash + n;
  }
  return out;
}

}  // namespace cardinal::lint
