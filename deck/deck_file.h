// Deck files: what a player writes.
//
//   # comment (anywhere after '#')
//   [main]                  <- optional section header (sub-decks); default "main"
//   4 1001 Ember Pike (red) <- COUNT ID [anything]: the text after an id is a comment
//   2 Iron Staff            <- COUNT NAME: the card with exactly this printed name
//
// The one deck-file format: `cardinal deck check`, `sim`, `play`, the C API's
// named decks and the fuzzers all read it here.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/types.h"

namespace cardinal::deck {

struct DeckLine {
  int line = 0;           // 1-based line in the file
  std::string section;    // "main" unless a [section] header says otherwise
  int64_t count = 0;
  int64_t id = 0;         // 0 when the line gives a name
  std::string name;       // the name written (for name lines)
};

struct DeckFile {
  std::string path;
  std::vector<DeckLine> lines;
  std::vector<std::string> sections;  // in order of first appearance
};

// Syntax errors: "FILE:LINE: message".
struct DeckSyntaxError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

DeckFile parse_deck(const std::string& text, const std::string& path);
DeckFile read_deck(const std::string& path);

// Each line's card among a game's rows: by id, or by printed name (any case;
// a name two cards share must be written as an id). `row` is null where the
// line names no card, and `why` says why.
struct ResolvedLine {
  const DeckLine* line = nullptr;
  const db::CardRow* row = nullptr;
  std::string why;
};
std::vector<ResolvedLine> resolve(const DeckFile& deck, const std::vector<db::CardRow>& rows);

// The card ids a game is dealt: the lines of the sections its ruleset deals
// (`deck_sections`, by default [main] alone), section by section in that
// order, each line's id `count` times. A line that names no card, or more
// than kMaxDeckCards in all, is a DeckSyntaxError "FILE:LINE: ...". Other
// sections (a sideboard) are not dealt.
constexpr int64_t kMaxDeckCards = 10'000;

// The decks a game folder ships: the names of cards_dir/<game>/decks/*.txt
// without ".txt", sorted.
std::vector<std::string> deck_names(const std::string& cards_dir, const std::string& game);
std::vector<int64_t> deck_ids(const DeckFile& deck, const std::vector<db::CardRow>& rows,
                              const std::vector<std::string>& sections = {"main"});

}  // namespace cardinal::deck
