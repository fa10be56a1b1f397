// Table parameters of the bindings, parsed from the registry's signatures.
#include "scripting/api_fields.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include "core/suggest.h"
#include "scripting/bindings.h"

namespace cardinal::api {

static std::string trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return std::string(s);
}

// Splits "a: T, b?: {x: U, y: V}" at the commas outside braces.
static std::vector<std::string> split_top(std::string_view s) {
  std::vector<std::string> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); i++) {
    if (s[i] == '{') depth++;
    else if (s[i] == '}') depth--;
    else if (s[i] == ',' && depth == 0) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (std::string t = trim(s.substr(start)); !t.empty()) out.push_back(t);
  return out;
}

static uint32_t accepts(std::string_view type);

// "name?: type" -> {name, type, optional}.
static Field parse_one(const std::string& decl) {
  Field f;
  size_t colon = decl.find(':');
  std::string name = trim(std::string_view(decl).substr(0, colon));
  f.type = colon == std::string::npos ? "any" : trim(std::string_view(decl).substr(colon + 1));
  f.accepts = accepts(f.type);
  f.optional = !name.empty() && name.back() == '?';
  if (f.optional) name.pop_back();
  f.name = name;
  return f;
}

std::vector<Field> parse_fields(const std::string& type) {
  if (type.size() < 2 || type.front() != '{' || type.back() != '}') return {};
  std::vector<Field> out;
  for (const std::string& d : split_top(std::string_view(type).substr(1, type.size() - 2))) out.push_back(parse_one(d));
  return out;
}

TableParam table_spec(std::string fn, std::string what, const std::string& type) {
  TableParam p{std::move(fn), std::move(what), 0, parse_fields(type)};
  if (p.fields.empty()) throw std::logic_error("not a table type: " + type);
  return p;
}

const TableParam& table_param(const char* fn, int arg) {
  // Built once, from the registry only: thread-safe (a function-local static).
  static const std::vector<TableParam> all = [] {
    std::vector<TableParam> v;
    for (const Binding& b : all_bindings()) {
      std::vector<std::string> params = split_top(b.params);
      for (size_t i = 0; i < params.size(); i++) {
        Field p = parse_one(params[i]);
        std::vector<Field> fields = parse_fields(p.type);
        std::string name = p.name;
        if (fields.empty()) {  // a list of tables: "(string|{label?: string})[]" checks each entry
          size_t open = p.type.find('{'), close = p.type.rfind('}');
          if (open == std::string::npos || close < open || !p.type.ends_with("[]")) continue;
          fields = parse_fields(p.type.substr(open, close - open + 1));
          name += " entry";
        }
        if (!fields.empty()) v.push_back({b.name, name, int(i + 1), std::move(fields)});
      }
    }
    return v;
  }();
  for (const TableParam& p : all)
    if (p.arg == arg && p.fn == fn) return p;
  throw std::logic_error(fmt::format("binding {} has no table parameter {}", fn, arg));
}

// The Lua types a signature type accepts, as bits by lua_type(); integral
// numbers ("integer", "Card", "Player") have a bit of their own. 0: unknown.
constexpr uint32_t kIntegral = 1u << 16;

static uint32_t accepts_one(std::string_view t) {
  if (t == "boolean") return 1u << LUA_TBOOLEAN;
  if (t == "integer" || t == "Card" || t == "Player") return kIntegral;
  if (t == "string") return 1u << LUA_TSTRING;
  if (t == "function") return 1u << LUA_TFUNCTION;
  if (t == "table" || t.ends_with("[]") || t.starts_with("{")) return 1u << LUA_TTABLE;
  if (t == "any") return ~0u;
  return 0;
}

// Every alternative of "a|b|c" understood, or 0.
static uint32_t accepts(std::string_view type) {
  uint32_t all = 0;
  do {
    size_t bar = type.find('|');
    uint32_t one = accepts_one(type.substr(0, bar));
    if (!one) return 0;
    all |= one;
    type = bar == std::string_view::npos ? std::string_view{} : type.substr(bar + 1);
  } while (!type.empty());
  return all;
}

bool known_type(std::string_view type) { return !type.empty() && accepts(type) != 0; }

static bool type_ok(lua_State* L, int idx, uint32_t mask) {
  int t = lua_type(L, idx);
  if (t >= 0 && (mask >> t & 1)) return true;
  if (t != LUA_TNUMBER || !(mask & kIntegral)) return false;
  int isint = 0;
  lua_tointegerx(L, idx, &isint);
  return isint != 0;
}

static std::string names_of(const TableParam& p) {
  std::string s;
  for (const Field& f : p.fields) s += (s.empty() ? "" : ", ") + f.name;
  return s;
}

void check_fields(lua_State* L, int idx, const TableParam& p) {
  if (!lua_istable(L, idx)) return;
  idx = lua_absindex(L, idx);
  size_t seen_required = 0;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    const Field* f = nullptr;
    if (lua_type(L, -2) == LUA_TSTRING) {
      const char* k = lua_tostring(L, -2);
      for (const Field& x : p.fields)
        if (x.name == k) { f = &x; break; }
      if (!f) {
        std::vector<std::string_view> names;
        for (const Field& x : p.fields) names.push_back(x.name);
        std::string msg = fmt::format("{}: {}: unknown key \"{}\"{}; it takes: {}", p.fn, p.param, k,
                                      did_you_mean(k, names), names_of(p));
        lua_pushstring(L, msg.c_str());
        lua_error(L);
      }
    } else {
      std::string msg = fmt::format("{}: {}: a key must be a name ({}), not a {}", p.fn, p.param, names_of(p),
                                    luaL_typename(L, -2));
      lua_pushstring(L, msg.c_str());
      lua_error(L);
    }
    if (!type_ok(L, -1, f->accepts)) {
      std::string msg = fmt::format("{}: {}.{} must be {}, not {}", p.fn, p.param, f->name, f->type,
                                    luaL_typename(L, -1));
      lua_pushstring(L, msg.c_str());
      lua_error(L);
    }
    if (!f->optional) seen_required++;
    lua_pop(L, 1);
  }
  size_t required = 0;
  for (const Field& f : p.fields) required += !f.optional;
  if (seen_required < required)
    for (const Field& f : p.fields) {
      if (f.optional) continue;
      lua_getfield(L, idx, f.name.c_str());
      bool missing = lua_isnil(L, -1);
      lua_pop(L, 1);
      if (missing) luaL_error(L, "%s: %s: \"%s\" is required", p.fn.c_str(), p.param.c_str(), f.name.c_str());
    }
}

}  // namespace cardinal::api
