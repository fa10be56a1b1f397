// The diffable text source of a card set (cards/<game>/sets/<set>/cards.txt).
//
// Format (Debian-control-like):
//   # comment lines, only before the first card record
//   game: zero-dimension        <- header record: game, set, name
//   set: CS1
//   name: Core Set 1
//
//   id: 1001                    <- one record per card, separated by blank lines
//   number: CS1-001
//   atk: -500                   <- integers may be negative
//   char_names: ["A", "B"]      <- JSON arrays, canonical compact form
//   text: line one              <- multi-line value: following lines start
//     line two                     with exactly two spaces
//
// In a multi-line value, a continuation line holding only dots stands for
// the same line with one dot less ("  ." is an empty line), because a blank
// line would end the record. A value whose first line is empty or starts
// with whitespace is written as "key:" followed by continuation lines only.
// Trailing whitespace is trimmed from every line when reading.
// An absent key means NULL / the column's default.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "db/types.h"

namespace cardinal::db {

// One "key: value" of a record; value is the raw text (continuations joined
// with '\n'). line is 1-based; 0 for fields that did not come from a file.
struct Field {
  std::string key;
  std::string value;
  int line = 0;
};

struct CardRecord {
  int line = 0;                 // line of the record's first key
  std::vector<Field> fields;    // in file order
  const Field* find(std::string_view key) const;
};

struct SetHeader {
  std::string game, set_code, name;
  std::vector<std::string> comments;  // whole lines, including the leading '#'
  int line = 0;                       // line of the header record
};

struct SetSource {
  std::string path;                   // used as FILE in error messages
  SetHeader header;
  std::vector<CardRecord> cards;      // file order
};

// "FILE:LINE: message" (or "FILE: message" when line is 0).
std::string located(std::string_view path, int line, std::string_view message);

// Syntax and schema-independent checks: record structure, duplicate keys,
// header keys, required card keys (id, number, name, card_type), positive
// unique ids, unique numbers. Throws Error("FILE:LINE: ...").
SetSource parse_set(std::string_view text, std::string path);
SetSource read_set_file(const std::filesystem::path& file);

// Schema checks and typing for one card: unknown columns, integers, JSON
// arrays. The row's fields hold only the keys the record gives (table order).
CardRow to_row(const CardRecord& rec, const SetSource& src, const GameSchema& schema);
// Checks the header's game against the schema and converts every card.
std::vector<CardRow> to_rows(const SetSource& src, const GameSchema& schema);
// The inverse, for export: every non-NULL column becomes a field.
CardRecord to_record(const CardRow& row, const GameSchema& schema);

// Canonical text: header comments, game/set/name, then cards sorted by
// number with keys id, number, name, card_type, the game's columns in table
// order, text, flavor. NULLs and values equal to the declared default are
// left out. Parsing the output and writing it again gives the same bytes.
std::string write_set(const SetSource& src, const GameSchema& schema);
std::string write_set(const SetHeader& header, std::vector<CardRow> rows,
                      const GameSchema& schema);

// The canonical JSON spelling used for JSON-array columns:
// ["a", "b"], {"k": 1}; throws Error if text is not a JSON array.
std::string canonical_json_array(std::string_view text);

}  // namespace cardinal::db
