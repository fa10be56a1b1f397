#include "search/lexer.h"

#include "search/error.h"

namespace cardinal::search {

namespace {

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool op_start(std::string_view s, size_t i) {
  char c = s[i];
  return c == ':' || c == '=' || c == '<' || c == '>' || (c == '!' && i + 1 < s.size() && s[i + 1] == '=');
}
// A word runs to whitespace, a parenthesis, a quote or an operator.
bool word_char(std::string_view s, size_t i) {
  char c = s[i];
  return !space(c) && c != '(' && c != ')' && c != '"' && !op_start(s, i);
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if ((a[i] | 0x20) != (b[i] | 0x20)) return false;
  return true;
}

}  // namespace

const char* token_name(Token::Kind k) {
  switch (k) {
    case Token::Word: return "word";
    case Token::Quoted: return "quoted text";
    case Token::Regex: return "regex";
    case Token::Op: return "operator";
    case Token::LParen: return "'('";
    case Token::RParen: return "')'";
    case Token::Minus: return "'-'";
    case Token::Bang: return "'!'";
    case Token::Or: return "'or'";
    case Token::And: return "'and'";
    case Token::End: return "end of query";
  }
  return "?";
}

std::vector<Token> lex(std::string_view q) {
  std::vector<Token> out;
  size_t i = 0;
  // Delimited text: "..." or /.../ with backslash escaping the delimiter
  // (inside a regex other escapes are kept for the regex parser).
  auto delimited = [&](char delim, Token::Kind kind) {
    size_t start = i++;
    std::string text;
    while (i < q.size() && q[i] != delim) {
      if (q[i] == '\\' && i + 1 < q.size() && (q[i + 1] == delim || (kind == Token::Quoted && q[i + 1] == '\\'))) ++i;
      else if (q[i] == '\\' && i + 1 < q.size()) text += q[i++];
      text += q[i++];
    }
    if (i >= q.size())
      throw QueryError(kind == Token::Quoted ? "unterminated quote" : "unterminated regex (missing closing /)", start);
    ++i;
    out.push_back({kind, std::move(text), start, i - start});
  };
  while (i < q.size()) {
    char c = q[i];
    if (space(c)) {
      ++i;
      continue;
    }
    bool after_op = !out.empty() && out.back().kind == Token::Op && out.back().end() == i;
    if (after_op && c == '/') {
      delimited('/', Token::Regex);
    } else if (c == '"') {
      delimited('"', Token::Quoted);
    } else if (c == '(' || c == ')') {
      out.push_back({c == '(' ? Token::LParen : Token::RParen, std::string(1, c), i, 1});
      ++i;
    } else if (op_start(q, i)) {
      size_t len = (c == '!' || ((c == '<' || c == '>') && i + 1 < q.size() && q[i + 1] == '=')) ? 2 : 1;
      out.push_back({Token::Op, std::string(q.substr(i, len)), i, len});
      i += len;
    } else if (!after_op && (c == '-' || c == '!')) {
      // A term prefix: -negation, !exact-name.
      out.push_back({c == '-' ? Token::Minus : Token::Bang, std::string(1, c), i, 1});
      ++i;
    } else {
      size_t start = i;
      while (i < q.size() && word_char(q, i)) ++i;
      std::string w(q.substr(start, i - start));
      bool is_field = i < q.size() && op_start(q, i);
      Token::Kind k = Token::Word;
      if (!after_op && !is_field && iequals(w, "or")) k = Token::Or;
      if (!after_op && !is_field && iequals(w, "and")) k = Token::And;
      out.push_back({k, std::move(w), start, i - start});
    }
  }
  out.push_back({Token::End, "", q.size(), 0});
  return out;
}

}  // namespace cardinal::search
