// Standard library functions that can loop inside C, where the instruction
// hook never runs, replaced by versions that charge the sandbox's budget.
//
// string.find / match / gmatch / gsub: Lua 5.4's pattern language (classes,
// sets, the four repetitions, anchors, captures and position captures, %b,
// %f, back-references) matched by a backtracking matcher like Lua's own, with
// a step count: a pattern that backtracks exponentially ("a*a*a*...b" against
// a long run of a's) spends the call's budget and stops like an endless loop.
// Results and error messages are those of Lua 5.4 (tests compare both).
//
// string.rep: an empty string repeated 2^62 times is a loop doing nothing in
// C; table.insert / remove / move: loops as long as a length the script
// controls (# of a sparse table can be 2^50). Each step is charged.
#include <cctype>
#include <climits>
#include <cstring>

#include "scripting/sandbox.h"

namespace cardinal::lua {

namespace {

constexpr int kMaxCaptures = 32;
constexpr int kMaxDepth = 200;  // recursion depth of the matcher ("pattern too complex")
constexpr ptrdiff_t kUnfinished = -1;
constexpr ptrdiff_t kPosition = -2;
constexpr char kSpecials[] = "^$*+?.([%-";

inline int uc(char c) { return static_cast<unsigned char>(c); }

// Counts work and charges it to the budget in blocks.
struct Meter {
  lua_State* L;
  uint32_t n = 0;
  explicit Meter(lua_State* l) : L(l) {}
  void step(uint32_t k = 1) {
    n += k;
    if (n >= 256) {
      charge(L, n);
      n = 0;
    }
  }
};

struct Matcher {
  lua_State* L;
  const char* s0;     // subject start
  const char* s_end;  // subject end
  const char* p_end;  // pattern end
  int depth = kMaxDepth;
  int level = 0;  // captures open or closed so far
  struct {
    const char* init;
    ptrdiff_t len;
  } cap[kMaxCaptures];
  Meter meter;

  Matcher(lua_State* l, const char* s, size_t ls, const char* p, size_t lp)
      : L(l), s0(s), s_end(s + ls), p_end(p + lp), meter(l) {}
  void reset() {
    level = 0;
    depth = kMaxDepth;
  }

  const char* class_end(const char* p) {
    switch (*p++) {
      case '%':
        if (p == p_end) luaL_error(L, "malformed pattern (ends with '%%')");
        return p + 1;
      case '[':
        if (*p == '^') p++;
        do {  // look for the closing ']'
          if (p == p_end) luaL_error(L, "malformed pattern (missing ']')");
          if (*(p++) == '%' && p < p_end) p++;  // skip escapes (e.g. '%]')
        } while (*p != ']');
        return p + 1;
      default:
        return p;
    }
  }

  static bool class_match(int c, int cl) {
    bool r;
    switch (std::tolower(cl)) {
      case 'a': r = std::isalpha(c); break;
      case 'c': r = std::iscntrl(c); break;
      case 'd': r = std::isdigit(c); break;
      case 'g': r = std::isgraph(c); break;
      case 'l': r = std::islower(c); break;
      case 'p': r = std::ispunct(c); break;
      case 's': r = std::isspace(c); break;
      case 'u': r = std::isupper(c); break;
      case 'w': r = std::isalnum(c); break;
      case 'x': r = std::isxdigit(c); break;
      case 'z': r = (c == 0); break;  // deprecated, still accepted by Lua 5.4
      default: return cl == c;
    }
    return std::isupper(cl) ? !r : r;
  }

  // p at '[', ec at the closing ']'.
  static bool set_match(int c, const char* p, const char* ec) {
    bool found = true;
    if (*(p + 1) == '^') {
      found = false;
      p++;
    }
    while (++p < ec) {
      if (*p == '%') {
        p++;
        if (class_match(c, uc(*p))) return found;
      } else if (*(p + 1) == '-' && p + 2 < ec) {
        p += 2;
        if (uc(*(p - 2)) <= c && c <= uc(*p)) return found;
      } else if (uc(*p) == c) {
        return found;
      }
    }
    return !found;
  }

  bool single_match(const char* s, const char* p, const char* ep) const {
    if (s >= s_end) return false;
    int c = uc(*s);
    switch (*p) {
      case '.': return true;
      case '%': return class_match(c, uc(*(p + 1)));
      case '[': return set_match(c, p, ep - 1);
      default: return uc(*p) == c;
    }
  }

  const char* match_balance(const char* s, const char* p) {
    if (p >= p_end - 1) luaL_error(L, "malformed pattern (missing arguments to '%%b')");
    if (*s != *p) return nullptr;
    int b = *p, e = *(p + 1), open = 1;
    while (++s < s_end) {
      meter.step();
      if (*s == e) {
        if (--open == 0) return s + 1;
      } else if (*s == b) {
        open++;
      }
    }
    return nullptr;
  }

  const char* max_expand(const char* s, const char* p, const char* ep) {
    ptrdiff_t i = 0;
    while (single_match(s + i, p, ep)) {
      i++;
      meter.step();
    }
    for (; i >= 0; i--) {  // try with the longest run first, then shorter
      meter.step();
      if (const char* r = match(s + i, ep + 1)) return r;
    }
    return nullptr;
  }

  const char* min_expand(const char* s, const char* p, const char* ep) {
    for (;;) {
      meter.step();
      if (const char* r = match(s, ep + 1)) return r;
      if (!single_match(s, p, ep)) return nullptr;
      s++;
    }
  }

  const char* start_capture(const char* s, const char* p, ptrdiff_t what) {
    if (level >= kMaxCaptures) luaL_error(L, "too many captures");
    cap[level].init = s;
    cap[level].len = what;
    level++;
    const char* r = match(s, p);
    if (!r) level--;
    return r;
  }

  int capture_to_close() {
    for (int l = level - 1; l >= 0; l--)
      if (cap[l].len == kUnfinished) return l;
    luaL_error(L, "invalid pattern capture");
    return 0;
  }

  const char* end_capture(const char* s, const char* p) {
    int l = capture_to_close();
    cap[l].len = s - cap[l].init;
    const char* r = match(s, p);
    if (!r) cap[l].len = kUnfinished;
    return r;
  }

  int check_capture(int l) {
    l -= '1';
    if (l < 0 || l >= level || cap[l].len == kUnfinished)
      luaL_error(L, "invalid capture index %%%d", l + 1);
    return l;
  }

  const char* match_capture(const char* s, int l) {
    l = check_capture(l);
    size_t len = size_t(cap[l].len);
    meter.step(uint32_t(len >> 6) + 1);
    if (size_t(s_end - s) >= len && std::memcmp(cap[l].init, s, len) == 0) return s + len;
    return nullptr;
  }

  // Matches pattern p (up to p_end) at s; the end of the match, or null.
  const char* match(const char* s, const char* p) {
    if (depth-- == 0) luaL_error(L, "pattern too complex");
    for (;;) {
      meter.step();
      if (p == p_end) break;
      bool plain = false;
      switch (*p) {
        case '(':
          if (*(p + 1) == ')') s = start_capture(s, p + 2, kPosition);
          else s = start_capture(s, p + 1, kUnfinished);
          goto done;
        case ')':
          s = end_capture(s, p + 1);
          goto done;
        case '$':
          if (p + 1 != p_end) {
            plain = true;  // '$' not at the end: an ordinary character
            break;
          }
          s = (s == s_end) ? s : nullptr;
          goto done;
        case '%':
          switch (*(p + 1)) {
            case 'b':
              s = match_balance(s, p + 2);
              if (s) {
                p += 4;
                continue;
              }
              goto done;
            case 'f': {
              p += 2;
              if (*p != '[') luaL_error(L, "missing '[' after '%%f' in pattern");
              const char* ep = class_end(p);
              int prev = (s == s0) ? '\0' : uc(*(s - 1));
              if (!set_match(prev, p, ep - 1) && set_match(uc(*s), p, ep - 1)) {
                p = ep;
                continue;
              }
              s = nullptr;
              goto done;
            }
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
              s = match_capture(s, uc(*(p + 1)));
              if (s) {
                p += 2;
                continue;
              }
              goto done;
            default:
              plain = true;
              break;
          }
          break;
        default:
          plain = true;
          break;
      }
      if (plain) {
        const char* ep = class_end(p);
        if (!single_match(s, p, ep)) {
          if (*ep == '*' || *ep == '?' || *ep == '-') {  // accept the empty match
            p = ep + 1;
            continue;
          }
          s = nullptr;
          goto done;
        }
        switch (*ep) {
          case '?': {
            if (const char* r = match(s + 1, ep + 1)) {
              s = r;
              goto done;
            }
            p = ep + 1;
            continue;
          }
          case '+': s = max_expand(s + 1, p, ep); goto done;
          case '*': s = max_expand(s, p, ep); goto done;
          case '-': s = min_expand(s, p, ep); goto done;
          default:
            s++;
            p = ep;
            continue;
        }
      }
    }
  done:
    depth++;
    return s;
  }

  // Capture i: its text, or (pushing the position) kPosition.
  ptrdiff_t get_capture(int i, const char* s, const char* e, const char** out) {
    if (i >= level) {
      if (i != 0) luaL_error(L, "invalid capture index %%%d", i + 1);
      *out = s;  // no captures: the whole match
      return e - s;
    }
    ptrdiff_t len = cap[i].len;
    *out = cap[i].init;
    if (len == kUnfinished) luaL_error(L, "unfinished capture");
    if (len == kPosition) lua_pushinteger(L, (cap[i].init - s0) + 1);
    return len;
  }

  void push_capture(int i, const char* s, const char* e) {
    const char* c;
    ptrdiff_t len = get_capture(i, s, e, &c);
    if (len != kPosition) lua_pushlstring(L, c, size_t(len));
  }

  // s null: captures only (find); else the whole match when there are none.
  int push_captures(const char* s, const char* e) {
    int n = (level == 0 && s) ? 1 : level;
    luaL_checkstack(L, n, "too many captures");
    for (int i = 0; i < n; i++) push_capture(i, s, e);
    return n;
  }
};

size_t start_index(lua_Integer pos, size_t len) {
  if (pos > 0) return size_t(pos);
  if (pos == 0) return 1;
  if (pos < -lua_Integer(len)) return 1;
  return size_t(lua_Integer(len) + pos + 1);
}

bool no_specials(const char* p, size_t lp) {
  for (size_t i = 0; i < lp; i++)
    if (p[i] != '\0' && std::strchr(kSpecials, p[i])) return false;
  return true;
}

// Plain substring search, charged per candidate position.
const char* find_plain(lua_State* L, const char* s, size_t ls, const char* p, size_t lp) {
  if (lp == 0) return s;
  if (lp > ls) return nullptr;
  Meter meter(L);
  const char* last = s + (ls - lp);
  for (const char* at = s; at <= last;) {
    const char* hit = static_cast<const char*>(std::memchr(at, p[0], size_t(last - at) + 1));
    if (!hit) return nullptr;
    meter.step(uint32_t((hit - at) >> 6) + uint32_t(lp >> 6) + 1);
    if (std::memcmp(hit + 1, p + 1, lp - 1) == 0) return hit;
    at = hit + 1;
  }
  return nullptr;
}

int find_aux(lua_State* L, bool find) {
  size_t ls, lp;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  size_t init = start_index(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    lua_pushnil(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || no_specials(p, lp))) {
    if (const char* hit = find_plain(L, s + init, ls - init, p, lp)) {
      lua_pushinteger(L, (hit - s) + 1);
      lua_pushinteger(L, lua_Integer((hit - s) + lp));
      return 2;
    }
  } else {
    bool anchor = (*p == '^');
    if (anchor) {
      p++;
      lp--;
    }
    Matcher m(L, s, ls, p, lp);
    const char* s1 = s + init;
    do {
      m.reset();
      m.meter.step();
      if (const char* e = m.match(s1, p)) {
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);
          lua_pushinteger(L, e - s);
          return m.push_captures(nullptr, nullptr) + 2;
        }
        return m.push_captures(s1, e);
      }
    } while (s1++ < m.s_end && !anchor);
  }
  lua_pushnil(L);
  return 1;
}

int str_find(lua_State* L) { return find_aux(L, true); }
int str_match(lua_State* L) { return find_aux(L, false); }

// gmatch's iterator: upvalues subject, pattern, and a userdata holding the
// next start offset and the end of the last match (-1: none yet).
struct GmatchPos {
  size_t src;
  ptrdiff_t last;
};

int gmatch_step(lua_State* L) {
  size_t ls, lp;
  const char* s = lua_tolstring(L, lua_upvalueindex(1), &ls);
  const char* p = lua_tolstring(L, lua_upvalueindex(2), &lp);
  auto* pos = static_cast<GmatchPos*>(lua_touserdata(L, lua_upvalueindex(3)));
  Matcher m(L, s, ls, p, lp);
  for (const char* src = s + pos->src; src <= m.s_end; src++) {
    m.reset();
    m.meter.step();
    const char* e = m.match(src, p);
    if (e && (pos->last < 0 || e != s + pos->last)) {
      pos->src = size_t(e - s);
      pos->last = e - s;
      return m.push_captures(src, e);
    }
  }
  pos->src = ls + 1;
  return 0;
}

int str_gmatch(lua_State* L) {
  size_t ls;
  luaL_checklstring(L, 1, &ls);
  luaL_checkstring(L, 2);
  size_t init = start_index(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) init = ls + 1;  // start after the end: no matches
  lua_settop(L, 2);
  auto* pos = static_cast<GmatchPos*>(lua_newuserdatauv(L, sizeof(GmatchPos), 0));
  pos->src = init;
  pos->last = -1;
  lua_pushcclosure(L, gmatch_step, 3);
  return 1;
}

void add_replacement_string(Matcher& m, luaL_Buffer* b, const char* s, const char* e) {
  lua_State* L = m.L;
  size_t l;
  const char* news = lua_tolstring(L, 3, &l);
  const char* p;
  while ((p = static_cast<const char*>(std::memchr(news, '%', l))) != nullptr) {
    luaL_addlstring(b, news, size_t(p - news));
    p++;  // the character after '%'
    if (*p == '%') {
      luaL_addchar(b, *p);
    } else if (*p == '0') {
      luaL_addlstring(b, s, size_t(e - s));
    } else if (std::isdigit(uc(*p))) {
      const char* c;
      ptrdiff_t len = m.get_capture(*p - '1', s, e, &c);
      if (len == kPosition) luaL_addvalue(b);
      else luaL_addlstring(b, c, size_t(len));
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", '%');
    }
    l -= size_t(p + 1 - news);
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}

// Adds the replacement of one match; false if the match text was kept.
bool add_value(Matcher& m, luaL_Buffer* b, const char* s, const char* e, int tr) {
  lua_State* L = m.L;
  switch (tr) {
    case LUA_TFUNCTION: {
      lua_pushvalue(L, 3);
      int n = m.push_captures(s, e);
      lua_call(L, n, 1);
      break;
    }
    case LUA_TTABLE:
      m.push_capture(0, s, e);
      lua_gettable(L, 3);
      break;
    default:
      add_replacement_string(m, b, s, e);
      return true;
  }
  if (!lua_toboolean(L, -1)) {  // nil or false: keep the original text
    lua_pop(L, 1);
    luaL_addlstring(b, s, size_t(e - s));
    return false;
  }
  if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return true;
}

int str_gsub(lua_State* L) {
  size_t ls, lp;
  const char* src = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  const char* last = nullptr;
  int tr = lua_type(L, 3);
  lua_Integer max_n = luaL_optinteger(L, 4, lua_Integer(ls) + 1);
  luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                   "string/function/table");
  bool anchor = (*p == '^');
  if (anchor) {
    p++;
    lp--;
  }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  Matcher m(L, src, ls, p, lp);
  lua_Integer n = 0;
  bool changed = false;
  while (n < max_n) {
    m.reset();
    m.meter.step();
    const char* e = m.match(src, p);
    if (e && e != last) {
      n++;
      changed = add_value(m, &b, src, e, tr) || changed;
      src = last = e;
    } else if (src < m.s_end) {
      luaL_addchar(&b, *src++);
    } else {
      break;
    }
    if (anchor) break;
  }
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, src, size_t(m.s_end - src));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return 2;
}

// string.rep as in Lua 5.4, except that an empty result is returned at once
// (Lua loops n times copying nothing). The result's allocation is charged.
int str_rep(lua_State* L) {
  size_t l, lsep;
  const char* s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char* sep = luaL_optlstring(L, 3, "", &lsep);
  const size_t max_size = size_t(INT_MAX);
  if (n <= 0 || l + lsep == 0) {
    lua_pushliteral(L, "");
  } else if (l + lsep < l || l + lsep > max_size / size_t(n)) {
    return luaL_error(L, "resulting string too large");
  } else {
    size_t total = size_t(n) * l + size_t(n - 1) * lsep;
    luaL_Buffer b;
    char* p = luaL_buffinitsize(L, &b, total);
    while (n-- > 1) {
      std::memcpy(p, s, l);
      p += l;
      if (lsep > 0) {
        std::memcpy(p, sep, lsep);
        p += lsep;
      }
    }
    std::memcpy(p, s, l);
    luaL_pushresultsize(&b, total);
  }
  return 1;
}

// ---- table ----

enum { kRead = 1, kWrite = 2, kLen = 4 };

bool has_field(lua_State* L, const char* key, int n) {
  lua_pushstring(L, key);
  return lua_rawget(L, -n) != LUA_TNIL;
}

void check_table(lua_State* L, int arg, int what) {
  if (lua_type(L, arg) == LUA_TTABLE) return;
  int n = 1;
  if (lua_getmetatable(L, arg) && (!(what & kRead) || has_field(L, "__index", ++n)) &&
      (!(what & kWrite) || has_field(L, "__newindex", ++n)) && (!(what & kLen) || has_field(L, "__len", ++n))) {
    lua_pop(L, n);
  } else {
    luaL_checktype(L, arg, LUA_TTABLE);
  }
}

lua_Integer length_of(lua_State* L, int arg, int what) {
  check_table(L, arg, what | kLen);
  return luaL_len(L, arg);
}

int tab_insert(lua_State* L) {
  lua_Integer e = length_of(L, 1, kRead | kWrite);
  e = lua_Integer(lua_Unsigned(e) + 1u);  // first empty element
  lua_Integer pos;
  switch (lua_gettop(L)) {
    case 2:
      pos = e;
      break;
    case 3: {
      pos = luaL_checkinteger(L, 2);
      luaL_argcheck(L, lua_Unsigned(pos) - 1u < lua_Unsigned(e), 2, "position out of bounds");
      Meter meter(L);
      for (lua_Integer i = e; i > pos; i--) {  // move up the elements
        meter.step();
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);
      }
      break;
    }
    default:
      return luaL_error(L, "wrong number of arguments to 'insert'");
  }
  lua_seti(L, 1, pos);
  return 0;
}

int tab_remove(lua_State* L) {
  lua_Integer size = length_of(L, 1, kRead | kWrite);
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size)
    luaL_argcheck(L, lua_Unsigned(pos) - 1u <= lua_Unsigned(size), 1, "position out of bounds");  // (sic: 5.4.4)
  lua_geti(L, 1, pos);
  Meter meter(L);
  for (; pos < size; pos++) {
    meter.step();
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);
  return 1;
}

int tab_move(lua_State* L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
  check_table(L, 1, kRead);
  check_table(L, tt, kWrite);
  if (e >= f) {
    luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
    lua_Integer n = e - f + 1;
    luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
    Meter meter(L);
    if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
      for (lua_Integer i = 0; i < n; i++) {
        meter.step();
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    } else {
      for (lua_Integer i = n - 1; i >= 0; i--) {
        meter.step();
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    }
  }
  lua_pushvalue(L, tt);
  return 1;
}

}  // namespace

// ---- what would show an address ----
//
// A table's or a function's address differs in every process and run: a card
// that decides by one (or logs one) plays differently in a replay. Text of
// such a value is its type name; a __tostring metamethod still speaks for its
// table. Pushes the text and returns it.
const char* push_text_of(lua_State* L, int idx) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {
    case LUA_TNIL: case LUA_TBOOLEAN: case LUA_TNUMBER: case LUA_TSTRING:
      return luaL_tolstring(L, idx, nullptr);
    default:
      if (luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        return luaL_tolstring(L, idx, nullptr);
      }
      lua_pushstring(L, luaL_typename(L, idx));
      return lua_tostring(L, -1);
  }
}

int safe_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  push_text_of(L, 1);
  return 1;
}

namespace {

// Calls the function a wrapper replaced (upvalue 1) with the wrapper's
// arguments; returns all its results.
int call_original(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

// string.format (the real one is upvalue 1) without addresses: "%p" is
// refused, "%s" of a table or function gives what tostring gives.
int str_format(lua_State* L) {
  size_t len;
  const char* f = luaL_checklstring(L, 1, &len);
  int arg = 1;
  for (size_t i = 0; i < len; i++) {
    if (f[i] != '%') continue;
    if (++i < len && f[i] == '%') continue;
    while (i < len && std::strchr("-+ #0123456789.", f[i])) i++;  // flags, width, precision
    if (i >= len) break;
    arg++;
    if (f[i] == 'p') return luaL_error(L, "string.format: '%%p' is not allowed (addresses differ between processes)");
    if (f[i] == 's' && arg <= lua_gettop(L)) {
      push_text_of(L, arg);
      lua_replace(L, arg);
    }
  }
  return call_original(L);
}

// ---- table.sort ----
//
// Sorting is work in C: n log n comparisons between two hook ticks. Every
// comparison goes through this function, which charges a step and then
// compares as sort would (the script's function, upvalue 1, or `<`), so a
// sort costs what it does whatever compares, a C function included.
int charged_less(lua_State* L) {
  charge(L, 1);
  if (lua_isnil(L, lua_upvalueindex(1))) {
    lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
    return 1;
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 2, 1);
  return 1;
}

// table.sort(t [, less]) through the real sort (upvalue 1).
int tab_sort(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_settop(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, charged_less, 1);
  lua_call(L, 2, 0);
  return 0;
}

// ---- loops over a whole list or string in C ----
//
// table.concat(t, sep, i, j) visits every element from i to j (a table of a
// million empty strings allocates nothing the allocator would charge), and
// utf8.len / utf8.offset every byte of their string: between two hook ticks a
// loop of them ran far past the time backstop. One step per element joined,
// one per 16 bytes scanned, charged before the real function runs (upvalue 1).
int tab_concat(lua_State* L) {
  if (lua_type(L, 1) == LUA_TTABLE) {
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer j = lua_isnoneornil(L, 4) ? luaL_len(L, 1) : luaL_checkinteger(L, 4);
    uint64_t span = uint64_t(j) - uint64_t(i);  // no overflow in unsigned arithmetic
    if (i <= j) charge(L, span == UINT64_MAX ? span : span + 1);
  }
  return call_original(L);
}

int utf8_scan(lua_State* L) {
  if (lua_type(L, 1) == LUA_TSTRING) charge(L, (uint64_t(lua_rawlen(L, 1)) >> 4) + 1);
  return call_original(L);
}

// ---- one value per element, in or out ----
//
// table.unpack, string.byte, string.unpack and utf8.codepoint push as many
// values as the stack holds in one call; string.char, utf8.char, string.pack,
// table.pack, math.max, math.min and select take as many: one instruction to
// the hook, a loop in C as long as the stack. One step per value taken and
// per value given back, the latter charged after the real function returns
// (upvalue 1): a loop of them is stopped by the instruction budget, where it
// used to run to the time backstop.
int per_value(lua_State* L) {
  charge(L, uint64_t(lua_gettop(L)));
  int n = call_original(L);
  charge(L, uint64_t(n));
  return n;
}

// Replaces t[name] by f with the original as its upvalue.
void wrap_field(lua_State* L, int t, const char* name, lua_CFunction f) {
  lua_getfield(L, t, name);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, t, name);
}

}  // namespace

const std::vector<Uncharged>& uncharged_functions() {
  // One pass over one value (a string, a table's border) is at most
  // Limits::block_bytes of work; growth of what they return is charged by
  // the allocator.
  static constexpr const char* kNumber = "constant (a number, or one pass over a string that converts to one)";
  static const std::vector<Uncharged> list = {
      {"assert", "constant"},
      {"error", "constant"},
      {"getmetatable", "constant"},
      {"ipairs", "constant: returns the iterator, whose every step is constant"},
      {"rawequal", "one pass over a string"},
      {"rawget", "one pass over a string key (its hash, kept with the string)"},
      {"rawlen", "a binary search for a table's border"},
      {"tonumber", "one pass over a string"},
      {"type", "constant"},
      {"string.len", "constant"},
      {"string.lower", "one pass over a string"},
      {"string.upper", "one pass over a string"},
      {"string.reverse", "one pass over a string"},
      {"string.sub", "one pass over a string"},
      {"string.packsize", "one pass over the format"},
      {"utf8.codes", "constant: returns the iterator, whose steps together pass over the string once"},
      {"math.tointeger", "one pass over a string"},
      {"math.type", "constant"},
      {"math.ult", "constant"},
      {"math.abs", kNumber},
      {"math.acos", kNumber},
      {"math.asin", kNumber},
      {"math.atan", kNumber},
      {"math.ceil", kNumber},
      {"math.cos", kNumber},
      {"math.cosh", kNumber},
      {"math.deg", kNumber},
      {"math.exp", kNumber},
      {"math.floor", kNumber},
      {"math.fmod", kNumber},
      {"math.frexp", kNumber},
      {"math.ldexp", kNumber},
      {"math.log", kNumber},
      {"math.log10", kNumber},
      {"math.modf", kNumber},
      {"math.pow", kNumber},
      {"math.rad", kNumber},
      {"math.sin", kNumber},
      {"math.sinh", kNumber},
      {"math.sqrt", kNumber},
      {"math.tan", kNumber},
      {"math.tanh", kNumber},
  };
  return list;
}

void install_budgeted_string(lua_State* L, int t) {
  t = lua_absindex(L, t);
  static const luaL_Reg fns[] = {
      {"find", str_find}, {"match", str_match}, {"gmatch", str_gmatch}, {"gsub", str_gsub}, {nullptr, nullptr}};
  for (const luaL_Reg* r = fns; r->name; r++) {
    lua_pushcfunction(L, r->func);
    lua_setfield(L, t, r->name);
  }
  lua_pushcfunction(L, str_rep);
  lua_setfield(L, t, "rep");
  wrap_field(L, t, "format", str_format);
  for (const char* name : {"byte", "char", "pack", "unpack"}) wrap_field(L, t, name, per_value);
}

void install_budgeted_table(lua_State* L, int t) {
  t = lua_absindex(L, t);
  static const luaL_Reg fns[] = {{"insert", tab_insert}, {"remove", tab_remove}, {"move", tab_move}, {nullptr, nullptr}};
  for (const luaL_Reg* r = fns; r->name; r++) {
    lua_pushcfunction(L, r->func);
    lua_setfield(L, t, r->name);
  }
  wrap_field(L, t, "sort", tab_sort);
  wrap_field(L, t, "concat", tab_concat);
  wrap_field(L, t, "unpack", per_value);
  wrap_field(L, t, "pack", per_value);
}

void install_budgeted_utf8(lua_State* L, int t) {
  t = lua_absindex(L, t);
  wrap_field(L, t, "len", utf8_scan);
  wrap_field(L, t, "offset", utf8_scan);
  wrap_field(L, t, "char", per_value);
  wrap_field(L, t, "codepoint", per_value);
}

void install_budgeted_base(lua_State* L, int t) {
  t = lua_absindex(L, t);
  wrap_field(L, t, "select", per_value);
}

void install_budgeted_math(lua_State* L, int t) {
  t = lua_absindex(L, t);
  wrap_field(L, t, "max", per_value);
  wrap_field(L, t, "min", per_value);
}

}  // namespace cardinal::lua
