// Tree -> parameterised SQL over the card database.
//
// Every value reaches SQL as a bound parameter; identifiers come only from
// the registry (repository data). The result is a FROM and a WHERE clause
// that the caller wraps with its own SELECT list, ORDER BY and LIMIT.
//
// Semantics worth knowing (tests/query_compiler.cpp pins each one):
// - NULL-safe negation: a term on a NULL value (a tactic's ATK) is "not
//   matched", never "unknown", so -atk>3000 returns every card that does not
//   match atk>3000, including those with no ATK. NOT compiles to
//   `(x) IS NOT 1`, which is true for 0 and for NULL.
// - Sets (colours) follow Scryfall: c:rg and c>=rg mean "its colours include
//   red and green", c<=rg "its colours are among red and green", c=rg
//   "exactly red and green". In a one-colour game (Zero-Dimension) c:rg
//   therefore matches nothing, and c<=rg is the way to say "red or green".
// - Bare words and "quoted phrases" are full-text searches (FTS5) over name
//   and text; when they appear at the top level the results are ranked.
#pragma once
#include <string>
#include <vector>

#include "db/types.h"
#include "search/ast.h"
#include "search/registry.h"

namespace cardinal::search {

struct Compiled {
  std::string from;                // "cards c JOIN <table> t ON t.id = c.id ..."
  std::string where;               // never empty ("1" when there is no condition)
  std::vector<db::Value> params;   // for ?1 ... ?N in from and where
  bool ranked = false;             // from has an FTS join "f" with a "score" column
};

// Throws QueryError pointing into the query text.
// filter_game false: the database holds only this game, so no c.game test.
Compiled compile(const Node& root, const Registry& reg, bool filter_game = true);

// SQL for the values of a field in the select list (sets of one value are
// the value; tags are a JSON array).
std::string select_expr(const FieldDef& f);

}  // namespace cardinal::search
