// The query parser (search/parser.cpp) and the regex engine its /.../ values
// use: any text parses or raises QueryError with a span inside the text; a
// regex compiles or raises RegexError, and searching stays linear; the same
// for the input nested 20,000 deep (deepened()).
#include "search/error.h"
#include "search/parser.h"
#include "search/regex.h"
#include "fuzz/common.h"

using namespace cardinal;

// The input with its opening repeated 20,000 times: nesting ("((((x",
// "----x", "(?:(?:a") far deeper than the fuzzer's short inputs reach, which
// once overflowed the stack (issue 31). The first byte picks how long the
// repeated unit is (1-3 bytes after it); the rest follows once.
static std::string deepened(const std::string& text) {
  size_t unit = 1 + static_cast<unsigned char>(text[0]) % 3;
  if (text.size() < 1 + unit) return text;
  std::string out;
  out.reserve(20000 * unit + text.size());
  for (int i = 0; i < 20000; i++) out.append(text, 1, unit);
  out.append(text, 1 + unit, std::string::npos);
  return out;
}

static void check(const std::string& text) {
  try {
    search::NodePtr n = search::parse(text);
    (void)search::to_string(*n);
  } catch (const search::QueryError& e) {
    if (e.pos > text.size()) fuzz::finding("error span outside the query");
    (void)search::caret_line(text, e.pos, e.len);
  }
  try {
    search::Regex re(text);
    static const std::string sample = "Deal 2000 damage to a character.\nDraw a card. aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab";
    re.search(sample);
    if (text.size() <= 4096) re.search(text);  // a deepened text: compiling is the point, not a 60 KB search
  } catch (const search::RegexError& e) {
    if (e.offset > text.size()) fuzz::finding("regex error offset outside the pattern");
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  check(text);
  if (!text.empty()) check(deepened(text));
  return 0;
}
