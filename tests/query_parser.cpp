// The query parser: precedence, terms, negation, and where errors point.
#include <catch2/catch.hpp>

#include "search/error.h"
#include "search/lexer.h"
#include "search/parser.h"

using namespace cardinal::search;

namespace {

std::string tree(const std::string& q) { return to_string(*parse(q)); }

// The span an error points at, as the text under the caret.
std::string parse_error_at(const std::string& q) {
  try {
    parse(q);
  } catch (const QueryError& e) {
    return e.pos >= q.size() ? "<end>" : q.substr(e.pos, e.len);
  }
  return "<no error>";
}

std::string error_message(const std::string& q) {
  try {
    parse(q);
  } catch (const QueryError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("query parser: terms side by side are ANDed, or binds looser", "[query]") {
  CHECK(tree("t:character c:r") == "AND\n  TERM t : \"character\"\n  TERM c : \"r\"\n");
  CHECK(tree("a b or c") == "OR\n  AND\n    TEXT \"a\"\n    TEXT \"b\"\n  TEXT \"c\"\n");
  CHECK(tree("a and b OR c") == tree("a b or c"));
  CHECK(tree("a (b or c)") == "AND\n  TEXT \"a\"\n  OR\n    TEXT \"b\"\n    TEXT \"c\"\n");
}

TEST_CASE("query parser: operators, values, negation and exact names", "[query]") {
  for (const char* op : {":", "=", "!=", "<", "<=", ">", ">="}) {
    std::string q = std::string("atk") + op + "def";
    CHECK(tree(q) == "TERM atk " + std::string(op) + " \"def\"\n");
  }
  CHECK(tree("-atk>3000") == "NOT\n  TERM atk > \"3000\"\n");
  CHECK(tree("--t:tactic") == "NOT\n  NOT\n    TERM t : \"tactic\"\n");
  CHECK(tree("atk>-500") == "TERM atk > \"-500\"\n");        // a value may start with '-'
  CHECK(tree("number:CS1-001") == "TERM number : \"CS1-001\"\n");
  CHECK(tree("o:\"draw a card\"") == "TERM o : \"draw a card\"\n");
  CHECK(tree("o:/deals? \\d+/") == "TERM o : /deals? \\d+/\n");
  CHECK(tree("o:/a\\/b/") == "TERM o : /a/b/\n");            // \/ is a slash inside a regex
  CHECK(tree("!\"Ember Pike\"") == "EXACT NAME \"Ember Pike\"\n");
  CHECK(tree("!Spark") == "EXACT NAME \"Spark\"\n");
  CHECK(tree("\"on deploy\"") == "TEXT \"on deploy\"\n");
  CHECK(tree("t:or") == "TERM t : \"or\"\n");                // 'or' as a value is a word
  CHECK(tree("-(a or b)") == "NOT\n  OR\n    TEXT \"a\"\n    TEXT \"b\"\n");
}

TEST_CASE("query parser: errors point at the offending token", "[query]") {
  CHECK(parse_error_at("t:character (c:r") == "(");
  CHECK(error_message("t:character (c:r") == "unclosed '('");
  CHECK(parse_error_at("c:r)") == ")");
  CHECK(parse_error_at("o:\"draw") == "\"");
  CHECK(error_message("o:\"draw") == "unterminated quote");
  CHECK(parse_error_at("o:/draw") == "/");
  CHECK(parse_error_at("cost> 3") == ">");
  CHECK(error_message("cost> 3") == "expected a value right after '>'");
  CHECK(parse_error_at("a or") == "or");
  CHECK(parse_error_at("or a") == "or");
  CHECK(parse_error_at(":3") == ":");
  CHECK(parse_error_at("a ()") == ")");
  CHECK(parse_error_at("") == "<end>");
  CHECK(error_message("   ") == "empty query");
  CHECK(parse_error_at("x -") == "-");  // a lone '-' at the end negates nothing
}

TEST_CASE("query errors: the caret line counts code points", "[query]") {
  CHECK(caret_line("ab cd", 3, 2) == "  ab cd\n     ^^");
  CHECK(caret_line("é x", 3, 1) == "  é x\n    ^");  // é is two bytes, one column
  CHECK(caret_line("ab", 2, 0) == "  ab\n    ^");    // end of the query
}
