// Query text -> tree. Grammar (terms side by side are ANDed; AND binds
// tighter than OR, as in Scryfall):
//
//   query   := or EOF
//   or      := and ( 'or' and )*
//   and     := unary ( ['and'] unary )*
//   unary   := '-' unary | primary
//   primary := '(' or ')' | '!' (WORD | QUOTED) | WORD OP value | WORD | QUOTED
//   value   := WORD | QUOTED | REGEX          (written right after OP)
//
// Field names and values are only checked against a game's registry by the
// compiler; the parser knows no fields.
#pragma once
#include <string_view>

#include "search/ast.h"

namespace cardinal::search {

// Throws QueryError with the span of the offending token.
NodePtr parse(std::string_view query);

}  // namespace cardinal::search
