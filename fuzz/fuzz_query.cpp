// The query parser (query/parser.cpp) and the regex engine its /.../ values
// use: any text parses or raises QueryError with a span inside the text; a
// regex compiles or raises RegexError, and searching stays linear.
#include "query/error.h"
#include "query/parser.h"
#include "query/regex.h"
#include "fuzz/common.h"

using namespace cardinal;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    query::NodePtr n = query::parse(text);
    (void)query::to_string(*n);
  } catch (const query::QueryError& e) {
    if (e.pos > text.size()) fuzz::finding("error span outside the query");
    (void)query::caret_line(text, e.pos, e.len);
  }
  try {
    query::Regex re(text);
    static const std::string sample = "Deal 2000 damage to a character.\nDraw a card. aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab";
    re.search(sample);
    re.search(text);
  } catch (const query::RegexError& e) {
    if (e.offset > text.size()) fuzz::finding("regex error offset outside the pattern");
  }
  return 0;
}
