// Checking a deck file against a game's deck rules, over card-database rows.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "db/types.h"
#include "query/deck_file.h"
#include "query/deck_rules.h"

namespace cardinal::query {

struct DeckProblem {
  std::string rule;     // e.g. "ZD-2.2"
  int line = 0;         // deck-file line, 0 for the deck as a whole
  std::string message;  // e.g. "\"Ember Pike\" (red) ×5, at most 4"
};

struct DeckReport {
  std::string variant;
  int64_t cards = 0;                        // every entry, known or not
  std::map<std::string, int64_t> sections;  // cards per section
  std::vector<DeckProblem> problems;        // in the order of the rules
  bool ok() const { return problems.empty(); }
};

// `flags` turns on rules with a "when" (e.g. {"official"}).
DeckReport check_deck(const DeckFile& deck, const std::vector<db::CardRow>& rows, const DeckVariant& variant,
                      const std::set<std::string>& flags);

// "FILE:LINE: RULE: message" (or "FILE: RULE: message").
std::string format_problem(const std::string& path, const DeckProblem& p);

}  // namespace cardinal::query
