// A linear-time regular-expression matcher (Thompson NFA run as a Pike VM).
//
// Why not std::regex: it backtracks, so a pattern like (a*)*b on a long
// string of a's takes exponential time, and query text comes from users.
// Here every pattern is compiled to a small program and run over the input
// once, keeping a set of NFA states: time is O(len(text) * len(program)),
// whatever the pattern.
//
// Syntax: literals, . [abc] [^a-z] \d \w \s (and \D \W \S) \b \B, groups
// ( ) and (?: ), alternation |, quantifiers * + ? {n} {n,} {n,m} (a lazy
// suffix ? is accepted and ignored: only "does it match" is asked), anchors
// ^ and $ at the start/end of the text or of any line (card text has one
// effect per line). Matching is case-insensitive for ASCII letters and works
// on UTF-8 code points. Back-references and look-around are not supported:
// they cannot be matched in linear time.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cardinal::search {

// A pattern that does not parse; `offset` is the byte offset in the pattern.
struct RegexError : std::runtime_error {
  RegexError(std::string msg, size_t offset) : std::runtime_error(std::move(msg)), offset(offset) {}
  size_t offset;
};

class Regex {
 public:
  // Throws RegexError. Programs are capped (kMaxProgram instructions) so a
  // counted repetition like (a{1000}){1000} cannot exhaust memory.
  explicit Regex(std::string_view pattern);
  // True when the pattern matches anywhere in text.
  bool search(std::string_view text) const;
  size_t program_size() const { return prog_.size(); }

  static constexpr size_t kMaxProgram = 20000;

  enum class Op : uint8_t { Char, Any, Class, Split, Jmp, Match, Bol, Eol, WordB, NotWordB };
  struct Inst {
    Op op;
    uint32_t x = 0, y = 0;  // Char: code point in x; Class: index in x; Split: x, y; Jmp: x
  };
  struct Range {
    uint32_t lo, hi;
  };
  struct Class {
    std::vector<Range> ranges;
    bool negated = false;
    bool matches(uint32_t c) const;
  };

 private:
  friend class RegexCompiler;
  std::vector<Inst> prog_;
  std::vector<Class> classes_;
};

}  // namespace cardinal::search
