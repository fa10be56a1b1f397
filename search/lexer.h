// Tokens of the query language.
//
//   t:character c>=rg -atk>3000 (o:draw or o:/deals? \d+ damage/) !"Ember Pike"
//
// The lexer is context-sensitive in one place only: right after an operator
// comes a value, which may start with '-' (atk>-500) or be a /regex/. Spans
// are byte offsets so errors can point into the query.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace cardinal::search {

struct Token {
  enum Kind { Word, Quoted, Regex, Op, LParen, RParen, Minus, Bang, Or, And, End } kind;
  std::string text;  // Word/Op: as written; Quoted/Regex: the contents, unescaped
  size_t pos = 0, len = 0;
  size_t end() const { return pos + len; }
};

// Throws QueryError (unterminated quote or regex).
std::vector<Token> lex(std::string_view query);

const char* token_name(Token::Kind k);

}  // namespace cardinal::search
