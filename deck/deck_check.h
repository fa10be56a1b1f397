// Checking a deck file against a game's deck rules, over card-database rows.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "db/types.h"
#include "deck/deck_file.h"
#include "deck/deck_rules.h"

namespace cardinal::deck {

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

// A deck line as a `script` rule sees it: the card it names (0: unknown).
struct DeckEntry {
  std::string section;
  int line = 0;
  int64_t count = 0;
  int64_t card = 0;
  std::string written;  // the name or id as written
};

// Judges a deck by a `script` rule: the ruleset's Lua procedure, which this
// layer does not run (tools/deck.cpp passes scripting's judge_deck). Returns
// the problems it found; throws on a script error.
using DeckJudge = std::function<std::vector<DeckProblem>(const DeckRule& rule, const std::vector<DeckEntry>& deck,
                                                         const std::string& variant,
                                                         const std::set<std::string>& flags)>;

// `flags` turns on rules with a "when" (e.g. {"official"}). A variant with a
// `script` rule needs `judge` (else std::invalid_argument).
DeckReport check_deck(const deck::DeckFile& deck, const std::vector<db::CardRow>& rows, const DeckVariant& variant,
                      const std::set<std::string>& flags, const DeckJudge& judge = {});

// "FILE:LINE: RULE: message" (or "FILE: RULE: message").
std::string format_problem(const std::string& path, const DeckProblem& p);

}  // namespace cardinal::deck
