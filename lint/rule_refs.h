// Rule ids: where a game's rules reference (cards/<game>/RULES.md) defines
// them, and where its scripts and tests cite them. `cardinal rules` reports
// the coverage; an id cited but never defined is an error, since a test that
// cites a rule nobody can read checks nothing a reader can verify.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

namespace cardinal::lint {

// A definition is a bold id at the start of a list item or table row:
// "- **CW-7.1** ..." or "| **CW-7.1** | ...". Ids are PREFIX-N(.N)*, with an
// optional S before the first number (scenarios), and a scenario may end in
// a letter (its parts: ZD-S16b).
struct RuleDefinitions {
  std::map<std::string, int> ids;     // id -> line (the first definition)
  std::vector<std::string> repeats;   // "LINE: ID" of ids defined twice
  std::set<std::string> prefixes;     // "CW", ...
};
RuleDefinitions parse_definitions(const std::string& markdown);

struct RuleCitation {
  std::string id, file;
  int line = 0;
};
// Every id with one of the prefixes in `text` (any context: test names,
// comments, messages). `file` is copied into each citation.
std::vector<RuleCitation> find_citations(const std::string& text, const std::set<std::string>& prefixes,
                                         const std::string& file);

// Whether the whole string is a rule id.
bool is_rule_id(const std::string& s);

}  // namespace cardinal::lint
