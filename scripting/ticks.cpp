// Adds the ticks to a script's text (scripting/ticks.h says why and where),
// and compiles untrusted text the one way it is compiled.
#include "scripting/ticks.h"

#include <string>

#include "scripting/sandbox.h"

namespace cardinal::lua {

namespace {

// Lua's character classes (lctype.h, without LUA_UCID): ASCII only, and '_'
// counts as a letter.
bool is_alpha(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
bool is_xdigit(unsigned char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_alnum(unsigned char c) { return is_alpha(c) || is_digit(c); }
bool is_newline(char c) { return c == '\n' || c == '\r'; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// One pass over the text, token by token, as llex.c reads it. Where the
// text is malformed (an unfinished string, a bad escape, a malformed
// number) Lua refuses it, so how this pass reads on from there matters
// only in that it stops at the end.
class Tokens {
 public:
  explicit Tokens(std::string_view s) : s_(s) { out_.reserve(s.size() + s.size() / 4 + 64); }

  Ticked run() {
    out_ = "local __tick <const> = ...; ";
    while (i_ < s_.size()) step();
    return {std::move(out_), reserved_line_};
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
  std::string out_;
  int line_ = 1;
  int reserved_line_ = 0;
  enum { kNone, kAfterFunction, kInParams } params_ = kNone;

  char at(size_t j) const { return j < s_.size() ? s_[j] : '\0'; }

  // Copies s_[i_, to) and counts its lines as Lua does ("\r\n" and "\n\r"
  // are one line break).
  void copy_to(size_t to) {
    for (size_t j = i_; j < to; j++) {
      if (!is_newline(s_[j])) continue;
      if (j + 1 < to && is_newline(s_[j + 1]) && s_[j + 1] != s_[j]) j++;
      line_++;
    }
    out_.append(s_.substr(i_, to - i_));
    i_ = to;
  }

  // At '[': the level of the long bracket that opens here ("[==[" is 2), or
  // -1 if none does (llex.c skip_sep).
  long long_open(size_t j) const {
    size_t k = j + 1;
    while (at(k) == '=') k++;
    return k < s_.size() && s_[k] == '[' ? long(k - j - 1) : -1;
  }

  // Past the "]==]" that closes a long bracket of `level` opened at j, or
  // the end (unfinished: Lua refuses the text). The first such sequence
  // closes it, as in read_long_string.
  size_t long_end(size_t j, long level) const {
    std::string close = "]" + std::string(size_t(level), '=') + "]";
    size_t e = s_.find(close, j + size_t(level) + 2);
    return e == std::string_view::npos ? s_.size() : e + close.size();
  }

  // Past a short string opened at j (read_string).
  size_t string_end(size_t j) const {
    char q = s_[j];
    size_t k = j + 1;
    while (k < s_.size()) {
      char c = s_[k];
      if (c == q) return k + 1;
      if (is_newline(c)) return k;  // unfinished string: Lua refuses the text
      if (c != '\\') {
        k++;
        continue;
      }
      char e = at(++k);
      if (is_newline(e)) {  // an escaped line break, "\r\n" or "\n\r" as one
        k++;
        if (is_newline(at(k)) && at(k) != e) k++;
      } else if (e == 'z') {  // skips the white space that follows
        k++;
        while (k < s_.size() && is_space(s_[k])) k++;
      } else if (k < s_.size()) {
        k++;  // any other escape goes on with ordinary characters
      }
    }
    return s_.size();
  }

  // Past a numeral starting at j, a digit or '.' then a digit (read_numeral).
  size_t numeral_end(size_t j) const {
    if (s_[j] == '.') j++;
    char first = s_[j++];
    const char* expo = "Ee";
    if (first == '0' && (at(j) == 'x' || at(j) == 'X')) {
      j++;
      expo = "Pp";
    }
    for (;;) {
      char c = at(j);
      if (c == expo[0] || c == expo[1]) {
        j++;
        if (at(j) == '-' || at(j) == '+') j++;
      } else if (j < s_.size() && (is_xdigit(static_cast<unsigned char>(c)) || c == '.')) {
        j++;
      } else {
        break;
      }
    }
    if (j < s_.size() && is_alpha(static_cast<unsigned char>(s_[j]))) j++;  // malformed: Lua refuses it
    return j;
  }

  void word(std::string_view w) {
    if (w == kTickName && !reserved_line_) reserved_line_ = line_;
    if (w == "goto") out_ += "__tick(); ";
    out_.append(w);
    if (w == "do" || w == "repeat") out_ += " __tick();";
    if (w == "function") params_ = kAfterFunction;
  }

  void step() {
    unsigned char c = static_cast<unsigned char>(s_[i_]);
    if (is_space(static_cast<char>(c))) {
      copy_to(i_ + 1);
      return;
    }
    if (c == '-' && at(i_ + 1) == '-') {  // a comment: long, or to the line's end
      size_t j = i_ + 2;
      long level = at(j) == '[' ? long_open(j) : -1;
      if (level >= 0) {
        copy_to(long_end(j, level));
        return;
      }
      while (j < s_.size() && !is_newline(s_[j])) j++;
      copy_to(j);
      return;
    }
    if (c == '[') {
      long level = long_open(i_);
      copy_to(level >= 0 ? long_end(i_, level) : i_ + 1);
      return;
    }
    if (c == '"' || c == '\'') {
      copy_to(string_end(i_));
      return;
    }
    if (c == '.') {  // '.', "..", "...", or a numeral
      if (at(i_ + 1) == '.') copy_to(i_ + (at(i_ + 2) == '.' ? 3 : 2));
      else if (is_digit(static_cast<unsigned char>(at(i_ + 1)))) copy_to(numeral_end(i_));
      else copy_to(i_ + 1);
      return;
    }
    if (is_digit(c)) {
      copy_to(numeral_end(i_));
      return;
    }
    if (is_alpha(c)) {
      size_t j = i_;
      while (j < s_.size() && is_alnum(static_cast<unsigned char>(s_[j]))) j++;
      std::string_view w = s_.substr(i_, j - i_);
      i_ = j;
      word(w);
      return;
    }
    copy_to(i_ + 1);  // any other token is one or two characters, none a letter
    if (c == '(' && params_ == kAfterFunction) params_ = kInParams;
    if (c == ')' && params_ == kInParams) {
      out_ += " __tick();";
      params_ = kNone;
    }
  }
};

std::string name_of(const char* chunkname) {
  return chunkname[0] == '@' || chunkname[0] == '=' ? chunkname + 1 : chunkname;
}

int refuse(lua_State* L, const std::string& message) {
  lua_pushstring(L, message.c_str());
  return LUA_ERRSYNTAX;
}

}  // namespace

Ticked add_ticks(std::string_view text) { return Tokens(text).run(); }

int load_text(lua_State* L, std::string_view text, const char* chunkname, ChunkKind kind, std::string* bytecode) {
  const std::string name = name_of(chunkname);
  if (!text.empty() && text[0] == LUA_SIGNATURE[0])  // Lua's own refusal and message
    return luaL_loadbufferx(L, text.data(), text.size(), chunkname, "t");
  Ticked t = add_ticks(text);
  if (t.reserved_line)
    return refuse(L, name + ":" + std::to_string(t.reserved_line) + ": the name '" + std::string(kTickName) +
                         "' is reserved for the sandbox's instruction count");
  if (kind == ChunkKind::Loaded) {
    // The script's chunk becomes a function the compiled chunk returns, so
    // that what a script passes when it calls it is its own `...`, never
    // the tick. Its own `end` is on a line of its own, below the text's.
    t.code.insert(t.code.find(';') + 2, "return function(...) __tick(); ");
    t.code += "\nend";
  }
  if (luaL_loadbufferx(L, t.code.data(), t.code.size(), chunkname, "t") != LUA_OK) {
    // Report the error as Lua reports it for the text as written.
    std::string ticked_error = error_text(L, -1);
    lua_pop(L, 1);
    if (luaL_loadbufferx(L, text.data(), text.size(), chunkname, "t") != LUA_OK) return LUA_ERRSYNTAX;
    lua_pop(L, 1);
    return refuse(L, name + ": the text compiles, but not with the sandbox's ticks added: " + ticked_error);
  }
  CompiledCheck check;
  try {
    check = check_compiled(L, -1, kind, bytecode);
  } catch (const std::exception& e) {
    lua_pop(L, 1);
    return refuse(L, name + ": cannot check the compiled chunk: " + e.what());
  }
  lua_pop(L, check.close_line || !check.tick_error.empty() ? 1 : 0);
  // Why `<close>` is refused rather than its handlers tamed: a handler runs
  // while the engine unwinds a question (Suspend), the end of a game
  // (GameEnded) or a spent budget. It would receive the engine's signal as
  // its error value (a card could keep it and raise it later, in another
  // call or game), run bindings on a state the engine is about to restore,
  // or run on after the budget is spent. Hiding the signal alone leaves the
  // other two. The compiler marks every to-be-closed variable with OP_TBC,
  // however the text spells it, so reading the bytecode finds each one.
  if (check.close_line)
    return refuse(L, name + ":" + std::to_string(check.close_line) +
                         ": to-be-closed variables (<close>) are not allowed: their handlers would run while the "
                         "engine unwinds a question or a spent budget");
  if (!check.tick_error.empty()) return refuse(L, name + ":" + check.tick_error);
  return LUA_OK;
}

int load_function(lua_State* L, std::string_view text, const char* chunkname, int env) {
  env = lua_absindex(L, env);
  int st = load_text(L, text, chunkname, ChunkKind::Loaded);
  if (st != LUA_OK) return st;
  lua_pushvalue(L, env);
  if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);  // the compiled chunk's _ENV, which the script's chunk shares
  push_tick(L);
  lua_call(L, 1, 1);  // the script's chunk, a closure over the env and the tick
  return LUA_OK;
}

}  // namespace cardinal::lua
