// Deck construction rules as data: cards/<game>/deck.json (format in
// docs/designing-cards.md, "Deck rules"). A game states its rules there and
// the C++ checker (deck_check.h) enforces them, so a new game needs no code.
//
// Rule kinds:
//   size        the number of cards (in some sections): exactly / min / max
//   max_copies  at most `max` cards sharing the values of the `key` columns;
//               "override": a column whose integer value, where a card has one,
//               is that card's limit instead (FF-TCG's deck_limit, FF-8.1.2)
//   same        every card has the same value in `column`
//   known       every line names a card of the game (an id or an exact name)
//   sections    only these [sections] may appear
//   script      the ruleset's Lua `procedure` judges the deck (C-WL's Leader
//               restrictions, CW-2.5/2.6): it gets every line with its card's
//               printed characteristics and returns the problems it finds
// A rule with "when": "FLAG" applies only when FLAG is given (ZD-2.3 needs
// `--official`). A file has one or more variants (FF-TCG: constructed,
// limited); the first is the default.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace cardinal::deck {

struct DeckRule {
  enum Kind { Size, MaxCopies, Same, Known, Sections, Script } kind = Size;
  std::string id;                     // the rule id cited in messages, e.g. "ZD-2.2"
  std::vector<std::string> sections;  // size/max_copies/same: sections counted (empty: all); sections: allowed
  std::optional<int64_t> min, max;    // size; max_copies uses max
  std::vector<std::string> key;       // max_copies: columns
  std::string column;                 // same; max_copies: the override column
  std::string when;                   // flag that turns the rule on; empty: always
  std::string procedure;              // script: the ruleset procedure's name
};

struct DeckVariant {
  std::string name;
  std::vector<DeckRule> rules;
};

struct DeckRules {
  std::string game, origin;
  std::vector<DeckVariant> variants;  // the first is the default
  const DeckVariant* variant(const std::string& name) const;  // "" = default; nullptr if unknown
};

// Throws db::Error "FILE: message".
DeckRules load_deck_rules(const std::filesystem::path& game_dir, const std::string& game);
DeckRules parse_deck_rules(const std::string& json_text, const std::string& game, const std::string& origin);

}  // namespace cardinal::deck
