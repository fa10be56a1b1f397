// The parsed query: a tree of AND / OR / NOT over terms. Terms keep the
// spans of their parts so that the compiler can point at a bad field name,
// operator or value.
#pragma once
#include <memory>
#include <string>
#include <vector>

namespace cardinal::search {

struct Span {
  size_t pos = 0, len = 0;
};

struct Node {
  enum Kind {
    And,    // kids, all must hold
    Or,     // kids, any may hold
    Not,    // kids[0] does not hold (NULL-safe: "unknown" counts as not holding)
    Term,   // field op value
    Text,   // a bare word or "quoted phrase": full-text search over name and text
    Exact,  // !name or !"Exact Name"
  } kind;
  std::vector<std::unique_ptr<Node>> kids;

  // Term
  std::string field, op, value;
  enum ValueKind { Plain, Quoted, Regex } value_kind = Plain;
  Span field_span, op_span, value_span;

  Span span;  // the whole node, for messages about it
};
using NodePtr = std::unique_ptr<Node>;

// An indented, one-node-per-line rendering (for --explain and tests).
std::string to_string(const Node& n, int indent = 0);

}  // namespace cardinal::search
