// The per-game field registry: which query fields a game has, their aliases,
// what kind of value each holds and where it lives in the database.
//
// Declared next to the game's schema in cards/<game>/query.json (the format
// is described in docs/designing-cards.md, "Query fields"). A game without a
// query.json gets a registry derived from its schema: one field per column,
// kind guessed from the column type.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "db/types.h"

namespace cardinal::search {

struct FieldDef {
  enum Kind {
    Text,  // substring (:), equality (= !=), /regex/
    Enum,  // one of a few words: = compares whole words, : also takes a word's beginning; with `order`, also < <= > >=
    Int,   // numbers, field-to-field comparisons (atk>def)
    Set,   // a set of values (colours) compared as sets: : and >= contain, <= within, = exactly
    Tags,  // a list of values (character names, attributes, keywords): : substring of one, = one equals
  };
  std::string name;
  std::vector<std::string> aliases;
  Kind kind = Text;
  std::string help;
  // SQL over the aliases c (common `cards` row) and t (the game's table).
  std::string sql;
  // Tags and multi-valued Sets: the rows of one card's values, as
  // "SELECT <tag_value> FROM <tag_from> [WHERE <tag_where>]".
  std::string tag_from, tag_value = "value", tag_where;
  bool multi = false;  // Set: the column is a JSON array (else one value)
  std::vector<std::pair<std::string, std::string>> letters;  // Set: "r" -> "red"
  std::vector<std::string> order;  // Enum: values from lowest to highest
  bool index = false;              // create an index on this column (speed)
  std::string column;              // the plain column behind sql, if any
  bool game_column = false;        // column lives in the game's table
  bool not_null = false;           // the column is NOT NULL (lets the SQL skip NULL cases)
};

struct Flag {
  std::string name, sql, help;  // is:NAME holds where sql is true
};

struct Registry {
  std::string game, table, origin;  // origin: the file it came from, for messages
  std::vector<FieldDef> fields;
  std::vector<Flag> flags;
  std::vector<std::string> default_fields, default_sort;
  std::string curve;                             // --stats: the cost curve field
  std::vector<std::string> histograms, numeric;  // --stats
  std::vector<std::string> keyword_kinds;        // custom ability kinds that count as keywords
  // Filled from the database (query_value_counts), not from the file: how
  // many cards have each value of each indexed field, so the compiler can
  // steer SQLite to the most selective index (its own statistics assume
  // values are evenly spread).
  std::map<std::string, std::map<std::string, int64_t>> value_counts;

  // By name or alias, case-insensitive; nullptr if unknown.
  const FieldDef* find(std::string_view name) const;
  const Flag* flag(std::string_view name) const;

  // cards/<game>/query.json, or a registry derived from the schema when the
  // file does not exist. Throws db::Error "FILE: message" on a bad file.
  static Registry load(const std::filesystem::path& game_dir, const db::GameSchema& schema);
  static Registry from_json(std::string_view json_text, const db::GameSchema& schema, std::string origin);
  static Registry from_schema(const db::GameSchema& schema);
};

const char* kind_name(FieldDef::Kind k);

}  // namespace cardinal::search
