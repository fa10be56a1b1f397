// Deck rules a ruleset judges in Lua: deck.json's rule kind "script" (C-WL's
// Leader restrictions, CW-2.5/2.6; the hybrid's "no tokens in decks", HY-2.4).
// No game runs while a deck is judged: the procedure gets the deck as a table,
// every line with its card's printed characteristics, and the functions that
// read a game are errors. Format: docs/designing-cards.md, "Deck rules".
#pragma once
#include <set>
#include <string>
#include <vector>

#include "deck/deck_check.h"
#include "scripting/host.h"

namespace cardinal {

struct JudgedLine {
  std::string section;  // "main", or the file's [section]
  int line = 0;         // in the deck file
  int64_t count = 0;
  int64_t card = 0;     // the card's id; 0 when the line names no card of the game
  std::string written;  // the id or name as written
};

struct JudgedProblem {
  std::string rule;  // the rule's id unless the procedure names another
  int line = 0;      // 0: the deck as a whole
  std::string message;
};

// Calls the ruleset's `procedure(deck, rule_id)` on a host of the game's
// library. Throws ScriptError naming the procedure (and the card, when a
// card's script raised it) on an error, an exhausted budget, a missing
// procedure or a malformed return value.
std::vector<JudgedProblem> judge_deck(ScriptHost& h, const std::string& procedure, const std::string& rule_id,
                                      const std::string& variant, const std::set<std::string>& flags,
                                      const std::vector<JudgedLine>& lines);

// deck::check_deck's judge of `script` rules: judge_deck on `host`, which
// must outlive the judge.
deck::DeckJudge script_judge(ScriptHost& host);

}  // namespace cardinal
