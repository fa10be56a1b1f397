// The keys of a binding's table parameters (move's opts, push_link's link,
// raise's fields, ...), checked against the binding registry's signature.
// A misspelt key used to be a default taken in silence ("facedown = true"
// moved the card face up); the docs and this check read the same text, so
// they cannot drift.
#pragma once
#include <lua.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cardinal::api {

struct Field {
  std::string name;
  std::string type;  // as the signature writes it: "boolean", "Card", "integer[]", "function|string"
  uint32_t accepts = 0;  // the Lua types it takes (api_fields.cpp); 0 if the type is unknown
  bool optional = true;
};

struct TableParam {
  std::string fn;     // the binding's name
  std::string param;  // the parameter's name ("opts")
  int arg = 0;        // its position, from 1
  std::vector<Field> fields;
};

// The table parameter `arg` (1-based) of binding `fn`, parsed once from the
// registry (for a list of tables, "({...})[]", each entry's); throws
// std::logic_error if the signature has no table there.
const TableParam& table_param(const char* fn, int arg);

// Checks the table at idx (nothing if it is not a table): every key a
// declared field of the right type, every required field present. Raises a
// Lua error naming the function, the key and the closest declared name.
void check_fields(lua_State* L, int idx, const TableParam& p);

// Whether check_fields understands a signature type (for tests: a type it
// does not know would reject every value).
bool known_type(std::string_view type);

// A table param of another origin (a ruleset hook's return value), for
// check_fields: `what` names it in errors ("actions: action").
TableParam table_spec(std::string fn, std::string what, const std::string& type);

// The fields of a "{a?: T, b: U}" type; empty if it is not one (for tests).
std::vector<Field> parse_fields(const std::string& type);

}  // namespace cardinal::api
