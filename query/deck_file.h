// Deck files: what a player writes.
//
//   # comment (anywhere after '#')
//   [main]                  <- optional section header (sub-decks); default "main"
//   4 1001 Ember Pike (red) <- COUNT ID [anything]: the text after an id is a comment
//   2 Iron Staff            <- COUNT NAME: the card with exactly this printed name
//
// This extends the format scripting/loader.cpp reads (COUNT ID lines) with
// names and sections; the loader's files stay valid deck files here.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace cardinal::query {

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

}  // namespace cardinal::query
