// Pattern parser (to a small AST), code generator and Pike VM. See regex.h.
#include "search/regex.h"

#include <fmt/format.h>

#include <algorithm>
#include <memory>

namespace cardinal::search {

namespace {

constexpr uint32_t kInf = UINT32_MAX;

uint32_t fold(uint32_t c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }
uint32_t other_case(uint32_t c) {
  if (c >= 'A' && c <= 'Z') return c + 32;
  if (c >= 'a' && c <= 'z') return c - 32;
  return c;
}
bool is_word(uint32_t c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7);
}

// One UTF-8 code point from s at i (advancing i). A stray byte stands for
// itself, so invalid input is still searched rather than rejected.
uint32_t decode(std::string_view s, size_t& i) {
  unsigned char b = static_cast<unsigned char>(s[i]);
  int n = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
  if (n <= 0 || i + size_t(n) >= s.size()) {
    ++i;
    return b;
  }
  uint32_t c = b & (0x3F >> n);
  for (int k = 1; k <= n; ++k) {
    unsigned char cb = static_cast<unsigned char>(s[i + k]);
    if ((cb & 0xC0) != 0x80) {
      ++i;
      return b;
    }
    c = (c << 6) | (cb & 0x3F);
  }
  i += size_t(n) + 1;
  return c;
}

struct Node {
  enum Kind { Empty, Char, Any, Class, Cat, Alt, Repeat, Bol, Eol, WordB, NotWordB } kind;
  uint32_t c = 0;             // Char: folded code point; Class: class index
  uint32_t min = 0, max = 0;  // Repeat
  std::vector<std::unique_ptr<Node>> kids;
  int height = 1;  // of the tree below: emit() and the destructor recurse this deep
};
using NodeP = std::unique_ptr<Node>;

NodeP make(Node::Kind k) {
  auto n = std::make_unique<Node>();
  n->kind = k;
  return n;
}

}  // namespace

bool Regex::Class::matches(uint32_t c) const {
  for (const Range& r : ranges)
    if (c >= r.lo && c <= r.hi) return true;
  return false;
}

// Groups and quantifiers nest by recursion (parsing, emitting, the tree's
// destructor): 50,000 '(' overflowed the stack. No real pattern nests this
// deep: at most 100 groups inside each other, a tree at most 300 high
// (a***... stacks repeats without a group).
constexpr int kMaxNesting = 100;
constexpr int kMaxHeight = 3 * kMaxNesting;

// Recursive descent over the pattern; emits the program afterwards.
class RegexCompiler {
 public:
  RegexCompiler(std::string_view p, Regex& re) : p_(p), re_(re) {}

  void run() {
    NodeP root = alternation();
    if (i_ < p_.size()) fail(p_[i_] == ')' ? "unmatched ')'" : "unexpected character");
    emit(*root);
    push({Regex::Op::Match});
  }

 private:
  [[noreturn]] void fail(const std::string& msg) { throw RegexError(msg, i_); }
  [[noreturn]] void fail_at(const std::string& msg, size_t at) { throw RegexError(msg, at); }
  bool more() const { return i_ < p_.size(); }
  // One group deeper at pattern offset `at`; the caller undoes it (--depth_).
  void deeper(size_t at) {
    if (++depth_ > kMaxNesting) fail_at(fmt::format("nested too deeply (more than {} groups)", kMaxNesting), at);
  }
  // kid becomes the last child of parent; the tree may not grow too high.
  void adopt(Node& parent, NodeP kid) {
    parent.height = std::max(parent.height, kid->height + 1);
    if (parent.height > kMaxHeight)
      fail(fmt::format("nested too deeply (groups and quantifiers more than {} levels)", kMaxHeight));
    parent.kids.push_back(std::move(kid));
  }
  char peek() const { return p_[i_]; }

  NodeP alternation() {
    NodeP first = concatenation();
    if (!more() || peek() != '|') return first;
    NodeP alt = make(Node::Alt);
    adopt(*alt, std::move(first));
    while (more() && peek() == '|') {
      ++i_;
      adopt(*alt, concatenation());
    }
    return alt;
  }

  NodeP concatenation() {
    NodeP cat = make(Node::Cat);
    while (more() && peek() != '|' && peek() != ')') adopt(*cat, repetition());
    if (cat->kids.empty()) return make(Node::Empty);
    if (cat->kids.size() == 1) return std::move(cat->kids.front());
    return cat;
  }

  NodeP repetition() {
    size_t atom_at = i_;
    NodeP atom = this->atom();
    while (more()) {
      uint32_t lo, hi;
      char q = peek();
      if (q == '*') { lo = 0; hi = kInf; ++i_; }
      else if (q == '+') { lo = 1; hi = kInf; ++i_; }
      else if (q == '?') { lo = 0; hi = 1; ++i_; }
      else if (q == '{' && counted(lo, hi)) {}
      else break;
      if (atom->kind == Node::Bol || atom->kind == Node::Eol || atom->kind == Node::WordB ||
          atom->kind == Node::NotWordB)
        fail_at("nothing to repeat", atom_at);
      if (more() && peek() == '?') ++i_;  // lazy: same answer for a yes/no match
      NodeP rep = make(Node::Repeat);
      rep->min = lo;
      rep->max = hi;
      adopt(*rep, std::move(atom));
      atom = std::move(rep);
    }
    return atom;
  }

  // {n}, {n,}, {n,m}; a '{' that does not start one of these is a literal.
  bool counted(uint32_t& lo, uint32_t& hi) {
    size_t j = i_ + 1;
    auto number = [&](uint32_t& out) {
      size_t start = j;
      uint64_t v = 0;
      while (j < p_.size() && p_[j] >= '0' && p_[j] <= '9') {
        v = v * 10 + uint64_t(p_[j] - '0');
        if (v > 1000) fail_at("repetition count above 1000", start);
        ++j;
      }
      out = uint32_t(v);
      return j > start;
    };
    if (!number(lo)) return false;
    hi = lo;
    if (j < p_.size() && p_[j] == ',') {
      ++j;
      if (!number(hi)) hi = kInf;
    }
    if (j >= p_.size() || p_[j] != '}') return false;
    if (hi < lo) fail("repetition {n,m} with m < n");
    i_ = j + 1;
    return true;
  }

  NodeP atom() {
    char ch = peek();
    switch (ch) {
      case '(': {
        size_t open = i_++;
        if (p_.substr(i_, 2) == "?:") i_ += 2;
        else if (more() && peek() == '?') fail("only (?: ) groups are supported (no look-around)");
        deeper(open);
        NodeP inner = alternation();
        if (!more() || peek() != ')') fail_at("unclosed '('", open);
        ++i_;
        --depth_;
        return inner;
      }
      case '*': case '+': case '?':
        fail("nothing to repeat");
      case '.': ++i_; return make(Node::Any);
      case '^': ++i_; return make(Node::Bol);
      case '$': ++i_; return make(Node::Eol);
      case '[': return klass();
      case '\\': return escape();
      default: {
        NodeP n = make(Node::Char);
        n->c = fold(decode(p_, i_));
        return n;
      }
    }
  }

  // \d \w \s and their negations as ranges.
  static bool shorthand(char e, Regex::Class& out) {
    switch (e) {
      case 'd': case 'D': out.ranges = {{'0', '9'}}; break;
      case 'w': case 'W': out.ranges = {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}, {0xC0, 0x24F}}; break;
      case 's': case 'S': out.ranges = {{' ', ' '}, {'\t', '\r'}}; break;
      default: return false;
    }
    out.negated = e >= 'A' && e <= 'Z';
    return true;
  }

  uint32_t literal_escape(char e) {
    switch (e) {
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      default:
        if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9'))
          fail(fmt::format("unknown escape \\{}", e));
        return static_cast<unsigned char>(e);
    }
  }

  NodeP escape() {
    size_t at = i_++;
    if (!more()) fail_at("pattern ends with '\\'", at);
    char e = p_[i_++];
    if (e == 'b') return make(Node::WordB);
    if (e == 'B') return make(Node::NotWordB);
    Regex::Class cls;
    if (shorthand(e, cls)) return class_node(std::move(cls));
    size_t after = i_;
    i_ = at;  // errors point at the backslash
    NodeP n = make(Node::Char);
    n->c = fold(literal_escape(e));
    i_ = after;
    return n;
  }

  NodeP class_node(Regex::Class cls) {
    re_.classes_.push_back(std::move(cls));
    NodeP n = make(Node::Class);
    n->c = uint32_t(re_.classes_.size() - 1);
    return n;
  }

  NodeP klass() {
    size_t open = i_++;
    Regex::Class cls;
    if (more() && peek() == '^') {
      cls.negated = true;
      ++i_;
    }
    bool first = true;
    while (true) {
      if (!more()) fail_at("unclosed '['", open);
      if (peek() == ']' && !first) break;
      first = false;
      uint32_t lo;
      if (peek() == '\\') {
        ++i_;
        if (!more()) fail_at("unclosed '['", open);
        Regex::Class sh;
        if (shorthand(peek(), sh)) {
          if (sh.negated) fail("\\D, \\W and \\S are not supported inside [ ]");
          ++i_;
          cls.ranges.insert(cls.ranges.end(), sh.ranges.begin(), sh.ranges.end());
          continue;
        }
        lo = literal_escape(peek());
        ++i_;
      } else {
        lo = decode(p_, i_);
      }
      uint32_t hi = lo;
      if (i_ + 1 < p_.size() && peek() == '-' && p_[i_ + 1] != ']') {
        ++i_;
        if (peek() == '\\') {
          ++i_;
          if (!more()) fail_at("unclosed '['", open);
          hi = literal_escape(peek());
          ++i_;
        } else {
          hi = decode(p_, i_);
        }
        if (hi < lo) fail("bad range in [ ]");
      }
      cls.ranges.push_back({lo, hi});
    }
    ++i_;
    return class_node(std::move(cls));
  }

  // Code generation. Addresses are patched after the jump target is known.
  uint32_t push(Regex::Inst in) {
    if (re_.prog_.size() >= Regex::kMaxProgram)
      throw RegexError(fmt::format("pattern too large (over {} instructions)", Regex::kMaxProgram), 0);
    re_.prog_.push_back(in);
    return uint32_t(re_.prog_.size() - 1);
  }
  uint32_t here() const { return uint32_t(re_.prog_.size()); }

  void emit(const Node& n) {
    using Op = Regex::Op;
    switch (n.kind) {
      case Node::Empty: break;
      case Node::Char: push({Op::Char, n.c}); break;
      case Node::Any: push({Op::Any}); break;
      case Node::Class: push({Op::Class, n.c}); break;
      case Node::Bol: push({Op::Bol}); break;
      case Node::Eol: push({Op::Eol}); break;
      case Node::WordB: push({Op::WordB}); break;
      case Node::NotWordB: push({Op::NotWordB}); break;
      case Node::Cat:
        for (const NodeP& k : n.kids) emit(*k);
        break;
      case Node::Alt: {
        std::vector<uint32_t> exits;
        for (size_t k = 0; k < n.kids.size(); ++k) {
          if (k + 1 == n.kids.size()) {
            emit(*n.kids[k]);
            break;
          }
          uint32_t split = push({Op::Split});
          re_.prog_[split].x = here();
          emit(*n.kids[k]);
          exits.push_back(push({Op::Jmp}));
          re_.prog_[split].y = here();
        }
        for (uint32_t j : exits) re_.prog_[j].x = here();
        break;
      }
      case Node::Repeat: {
        const Node& body = *n.kids.front();
        for (uint32_t k = 0; k < n.min; ++k) emit(body);
        if (n.max == kInf) {
          uint32_t split = push({Op::Split});
          re_.prog_[split].x = here();
          emit(body);
          push({Op::Jmp, split});
          re_.prog_[split].y = here();
        } else {
          // x{0,k}: k nested optional copies, each exit jumping to the end.
          std::vector<uint32_t> splits;
          for (uint32_t k = n.min; k < n.max; ++k) {
            uint32_t split = push({Op::Split});
            re_.prog_[split].x = here();
            splits.push_back(split);
            emit(body);
          }
          for (uint32_t s : splits) re_.prog_[s].y = here();
        }
        break;
      }
    }
  }

  std::string_view p_;
  Regex& re_;
  size_t i_ = 0;
  int depth_ = 0;  // groups open around the parse position
};

Regex::Regex(std::string_view pattern) { RegexCompiler(pattern, *this).run(); }

namespace {

// A set of program counters with O(1) insert, test and clear.
class PcSet {
 public:
  explicit PcSet(size_t n) : sparse_(n), dense_(n) {}
  bool insert(uint32_t pc) {
    if (contains(pc)) return false;
    sparse_[pc] = size_;
    dense_[size_++] = pc;
    return true;
  }
  bool contains(uint32_t pc) const { return sparse_[pc] < size_ && dense_[sparse_[pc]] == pc; }
  void clear() { size_ = 0; }
  size_t size() const { return size_; }
  uint32_t operator[](size_t k) const { return dense_[k]; }

 private:
  std::vector<uint32_t> sparse_, dense_;
  uint32_t size_ = 0;
};

}  // namespace

bool Regex::search(std::string_view text) const {
  std::vector<uint32_t> chars;
  chars.reserve(text.size());
  for (size_t i = 0; i < text.size();) chars.push_back(decode(text, i));
  const size_t n = chars.size();
  PcSet cur(prog_.size()), next(prog_.size());
  std::vector<uint32_t> stack;
  bool matched = false;

  // Follows the non-consuming instructions from pc at position pos. Each pc
  // enters a list at most once per position: that is what makes empty loops
  // like (a*)* terminate and the whole run linear.
  auto add = [&](PcSet& list, uint32_t pc0, size_t pos) {
    uint32_t prev = pos > 0 ? chars[pos - 1] : '\n';
    uint32_t here = pos < n ? chars[pos] : '\n';
    stack.push_back(pc0);
    while (!stack.empty()) {
      uint32_t pc = stack.back();
      stack.pop_back();
      if (!list.insert(pc)) continue;
      const Inst& in = prog_[pc];
      switch (in.op) {
        case Op::Jmp: stack.push_back(in.x); break;
        case Op::Split: stack.push_back(in.y); stack.push_back(in.x); break;
        case Op::Bol: if (prev == '\n') stack.push_back(pc + 1); break;
        case Op::Eol: if (here == '\n') stack.push_back(pc + 1); break;
        case Op::WordB:
          if ((pos > 0 && is_word(prev)) != (pos < n && is_word(here))) stack.push_back(pc + 1);
          break;
        case Op::NotWordB:
          if ((pos > 0 && is_word(prev)) == (pos < n && is_word(here))) stack.push_back(pc + 1);
          break;
        case Op::Match: matched = true; break;
        default: break;  // consuming instructions wait for the next character
      }
    }
  };

  for (size_t pos = 0;; ++pos) {
    add(cur, 0, pos);  // unanchored: a match may start anywhere
    if (matched) return true;
    if (pos == n) return false;
    uint32_t c = chars[pos], fc = fold(c);
    next.clear();
    for (size_t k = 0; k < cur.size(); ++k) {
      uint32_t pc = cur[k];
      const Inst& in = prog_[pc];
      bool ok = false;
      switch (in.op) {
        case Op::Char: ok = fc == in.x; break;
        case Op::Any: ok = c != '\n'; break;
        case Op::Class: {
          const Class& cls = classes_[in.x];
          ok = (cls.matches(c) || cls.matches(other_case(c))) != cls.negated;
          break;
        }
        default: break;
      }
      if (ok) add(next, pc + 1, pos + 1);
    }
    if (matched) return true;
    std::swap(cur, next);  // cur: the threads at pos + 1; the loop's add() adds a fresh start
  }
}

}  // namespace cardinal::search
