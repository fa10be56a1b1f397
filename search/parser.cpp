#include "search/parser.h"

#include <fmt/format.h>

#include "search/error.h"
#include "search/lexer.h"

namespace cardinal::search {

namespace {

// Parentheses and '-' nest by recursion (here, in the compiler and in the
// tree's destructor): 20,000 '(' overflowed the stack. No real query nests
// this deep.
constexpr int kMaxNesting = 100;

class Parser {
 public:
  explicit Parser(std::string_view q) : toks_(lex(q)) {}

  NodePtr run() {
    if (peek().kind == Token::End) throw QueryError("empty query", 0);
    NodePtr n = parse_or();
    if (peek().kind == Token::RParen) throw QueryError("unmatched ')'", peek().pos);
    if (peek().kind != Token::End) unexpected(peek());
    return n;
  }

 private:
  const Token& peek(size_t ahead = 0) const { return toks_[std::min(i_ + ahead, toks_.size() - 1)]; }
  const Token& next() { return toks_[i_ < toks_.size() - 1 ? i_++ : i_]; }

  [[noreturn]] void unexpected(const Token& t, const char* wanted = nullptr) {
    std::string msg = wanted ? fmt::format("expected {}, found {}", wanted, token_name(t.kind))
                             : fmt::format("unexpected {}", token_name(t.kind));
    throw QueryError(msg, t.pos, t.len);
  }

  static NodePtr group(Node::Kind k, std::vector<NodePtr> kids) {
    if (kids.size() == 1) return std::move(kids.front());
    auto n = std::make_unique<Node>();
    n->kind = k;
    n->span = {kids.front()->span.pos, kids.back()->span.pos + kids.back()->span.len - kids.front()->span.pos};
    n->kids = std::move(kids);
    return n;
  }

  NodePtr parse_or() {
    std::vector<NodePtr> kids;
    kids.push_back(parse_and());
    while (peek().kind == Token::Or) {
      const Token& o = next();
      if (peek().kind == Token::End || peek().kind == Token::RParen || peek().kind == Token::Or)
        throw QueryError("'or' needs a term on both sides", o.pos, o.len);
      kids.push_back(parse_and());
    }
    return group(Node::Or, std::move(kids));
  }

  bool starts_term(const Token& t) const {
    return t.kind == Token::Word || t.kind == Token::Quoted || t.kind == Token::LParen ||
           t.kind == Token::Minus || t.kind == Token::Bang;
  }

  NodePtr parse_and() {
    std::vector<NodePtr> kids;
    if (peek().kind == Token::Or) throw QueryError("'or' needs a term on both sides", peek().pos, peek().len);
    kids.push_back(parse_unary());
    while (true) {
      if (peek().kind == Token::And) {
        const Token& a = next();
        if (!starts_term(peek())) throw QueryError("'and' needs a term on both sides", a.pos, a.len);
      }
      if (!starts_term(peek())) break;
      kids.push_back(parse_unary());
    }
    return group(Node::And, std::move(kids));
  }

  // One level deeper for the term the token t opens; undone by the Nesting's end.
  struct Nesting {
    Nesting(int& depth, const Token& t) : depth_(depth) {
      if (++depth_ > kMaxNesting)
        throw QueryError(fmt::format("nested too deeply (more than {} levels of '(' and '-')", kMaxNesting), t.pos, t.len);
    }
    ~Nesting() { --depth_; }
    int& depth_;
  };

  NodePtr parse_unary() {
    if (peek().kind == Token::Minus) {
      const Token& m = next();
      if (!starts_term(peek())) throw QueryError("'-' must be followed by a term to negate", m.pos, m.len);
      Nesting deeper(depth_, m);
      auto n = std::make_unique<Node>();
      n->kind = Node::Not;
      n->kids.push_back(parse_unary());
      n->span = {m.pos, n->kids[0]->span.pos + n->kids[0]->span.len - m.pos};
      return n;
    }
    return parse_primary();
  }

  NodePtr parse_primary() {
    const Token& t = next();
    auto n = std::make_unique<Node>();
    n->span = {t.pos, t.len};
    switch (t.kind) {
      case Token::LParen: {
        if (peek().kind == Token::RParen) throw QueryError("empty parentheses", peek().pos);
        Nesting deeper(depth_, t);
        NodePtr inner = parse_or();
        if (peek().kind != Token::RParen) throw QueryError("unclosed '('", t.pos, t.len);
        const Token& close = next();
        inner->span = {t.pos, close.end() - t.pos};
        return inner;
      }
      case Token::Bang: {
        const Token& v = next();
        if ((v.kind != Token::Word && v.kind != Token::Quoted) || v.pos != t.end())
          throw QueryError("'!' must be followed by a card name, e.g. !\"Ember Pike\"", t.pos, t.len);
        n->kind = Node::Exact;
        n->value = v.text;
        n->value_kind = v.kind == Token::Quoted ? Node::Quoted : Node::Plain;
        n->value_span = {v.pos, v.len};
        n->span = {t.pos, v.end() - t.pos};
        return n;
      }
      case Token::Quoted:
        n->kind = Node::Text;
        n->value = t.text;
        n->value_kind = Node::Quoted;
        n->value_span = n->span;
        return n;
      case Token::Word: {
        if (peek().kind != Token::Op || peek().pos != t.end()) {
          n->kind = Node::Text;
          n->value = t.text;
          n->value_span = n->span;
          return n;
        }
        const Token& op = next();
        const Token& v = peek();
        if ((v.kind != Token::Word && v.kind != Token::Quoted && v.kind != Token::Regex) || v.pos != op.end())
          throw QueryError(fmt::format("expected a value right after '{}'", op.text), op.pos, op.len);
        next();
        n->kind = Node::Term;
        n->field = t.text;
        n->op = op.text;
        n->value = v.text;
        n->value_kind = v.kind == Token::Quoted ? Node::Quoted : v.kind == Token::Regex ? Node::Regex : Node::Plain;
        n->field_span = {t.pos, t.len};
        n->op_span = {op.pos, op.len};
        n->value_span = {v.pos, v.len};
        n->span = {t.pos, v.end() - t.pos};
        return n;
      }
      case Token::Op:
        throw QueryError(fmt::format("operator '{}' needs a field name before it, e.g. cost{}3", t.text, t.text),
                         t.pos, t.len);
      default:
        unexpected(t, "a term");
    }
  }

  std::vector<Token> toks_;
  size_t i_ = 0;
  int depth_ = 0;  // '(' and '-' open around the current term
};

}  // namespace

NodePtr parse(std::string_view query) { return Parser(query).run(); }

std::string to_string(const Node& n, int indent) {
  std::string pad(size_t(indent) * 2, ' ');
  auto quoted = [](const std::string& s) { return fmt::format("\"{}\"", s); };
  switch (n.kind) {
    case Node::And:
    case Node::Or:
    case Node::Not: {
      std::string out = pad + (n.kind == Node::And ? "AND" : n.kind == Node::Or ? "OR" : "NOT") + "\n";
      for (const NodePtr& k : n.kids) out += to_string(*k, indent + 1);
      return out;
    }
    case Node::Term:
      return fmt::format("{}TERM {} {} {}\n", pad, n.field, n.op,
                         n.value_kind == Node::Regex ? "/" + n.value + "/" : quoted(n.value));
    case Node::Text:
      return fmt::format("{}TEXT {}\n", pad, quoted(n.value));
    case Node::Exact:
      return fmt::format("{}EXACT NAME {}\n", pad, quoted(n.value));
  }
  return pad + "?\n";
}

}  // namespace cardinal::search
