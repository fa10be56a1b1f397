// The ruleset declaration, ruleset{...}, and the tables inside it: every key,
// its type, default and meaning. The loader checks a declaration against it
// before reading it (a misspelt key or a value of the wrong type is a load
// error that names it, not a default taken in silence), and `cardinal docs`
// writes docs/ruleset.md and the editor annotations from it, so the three
// cannot drift apart.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <vector>

struct lua_State;

namespace cardinal::decl {

enum class Type : unsigned char {
  String,   // a string
  Boolean,  // true or false
  Integer,  // an integer
  Choice,   // one of the strings in Key::values ("a|b|c")
  Strings,  // a list of strings
  List,     // a list of tables, each a Key::values table ("zone", ...)
  Table,    // one Key::values table
  Players,  // { min, max }
  Params,   // names to integers
  Function, // a function
  Zones,    // "any" or a list of zone names
  Modify,   // a table of characteristic changes (continuous abilities)
  Any,      // a function the core calls, or a value the ruleset reads
  Names,    // a string or a list of strings
  CharTest, // characteristic names to a value or a list of values
};

struct Key {
  const char* name;
  Type type;
  const char* values;  // Choice: "a|b|c"; List, Table: the table's name
  const char* dflt;    // as the docs show it; "" = required or none
  const char* doc;
};

struct Table {
  const char* name;       // "ruleset", "zone", ...
  const char* lua_class;  // its LuaLS class
  const char* doc;
  std::span<const Key> keys;
  bool ability = false;   // an ability spec (checked per card, not in the declaration)
};

std::span<const Table> tables();
const Table& table(std::string_view name);
const Table* find_table(std::string_view name);  // nullptr if there is none

// Checks the table at stack index idx against t and, through it, every table
// inside it. Throws LoadError naming where ("ruleset.zones[2]") and what.
void check(lua_State* L, int idx, const Table& t, const std::string& where);

// An ability spec made by trigger{}, activated{}, replacement{} or
// continuous{} (custom abilities are the ruleset's own and are not checked):
// the core's keys of its kind, plus the ruleset's `ability_keys`. Throws
// LoadError naming where and what.
void check_ability(lua_State* L, int idx, const Table& kind, const std::vector<std::string>& extra,
                   const std::string& where);

// The procedures and parameters the core looks up by name in a ruleset.
// One entry of the list `actions(player)` returns. The hook's doc and the
// check of what it returns (scripting/host.cpp) read this one text.
#define CARDINAL_ACTION_ENTRY "{label: string, public?: string, run: function|string, args?: any[], card?: Card, speed?: integer, pass?: boolean}"

struct Hook {
  const char* name;
  const char* kind;  // "procedure" or "parameter"
  const char* doc;
};
std::span<const Hook> hooks();

std::string markdown();  // docs/ruleset.md
std::string luals();     // the declaration's classes, for cardinal.meta.lua

}  // namespace cardinal::decl
