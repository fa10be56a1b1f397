#include "search/compiler.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <set>

#include "core/suggest.h"
#include "db/sqlite.h"
#include "search/error.h"
#include "search/regex.h"

namespace cardinal::search {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool parse_int(std::string_view s, int64_t& out) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// LIKE pattern for "contains s", with % _ and \ escaped (ESCAPE '\').
std::string like_contains(const std::string& s) {
  std::string out = "%";
  for (char c : s) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

// One FTS5 phrase: the words in double quotes (FTS5 then tokenises them);
// a trailing * on a bare word asks for a prefix match.
std::string fts_phrase(const Node& n) {
  std::string v = n.value;
  bool prefix = n.value_kind == Node::Plain && v.size() > 1 && v.back() == '*';
  if (prefix) v.pop_back();
  bool has_word = std::any_of(v.begin(), v.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || (static_cast<unsigned char>(c) & 0x80);
  });
  if (!has_word) throw QueryError("nothing to search for in this word", n.value_span.pos, n.value_span.len);
  std::string out = "\"";
  for (char c : v) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  if (prefix) out += " *";
  return out;
}

const char* sql_op(const std::string& op) {
  if (op == ":" || op == "=") return "=";
  if (op == "!=") return "!=";
  return op.c_str();  // < <= > >= are the same in SQL
}

class Compiler {
 public:
  Compiler(const Registry& reg, bool filter_game) : reg_(reg), filter_game_(filter_game) {}

  Compiled run(const Node& root) {
    Compiled out;
    // Top-level bare words become one ranked FTS join; the rest is WHERE.
    std::vector<const Node*> top;
    if (root.kind == Node::And)
      for (const NodePtr& k : root.kids) top.push_back(k.get());
    else
      top.push_back(&root);
    std::vector<std::string> phrases, where;
    steer_indexes(top);
    for (const Node* n : top) {
      if (n->kind == Node::Text) {
        phrases.push_back(fts_phrase(*n));
      } else {
        where.push_back(node(*n));
      }
    }
    out.from = fmt::format("cards c JOIN {} t ON t.id = c.id", db::sql::quote_ident(reg_.table));
    if (!phrases.empty()) {
      std::string match;
      for (const std::string& p : phrases) match += (match.empty() ? "" : " AND ") + p;
      // Name hits weigh ten times text hits (bm25 column weights).
      out.from += " JOIN (SELECT rowid AS id, bm25(card_fts, 10.0, 1.0) AS score FROM card_fts "
                  "WHERE card_fts MATCH " + text_param(match) + ") f ON f.id = c.id";
      out.ranked = true;
    }
    // In a database of one game the filter selects every row; leaving it
    // out keeps the planner from scanning the by-game index for nothing.
    if (filter_game_) where.insert(where.begin(), "c.game = " + text_param(reg_.game));
    for (const std::string& w : where) out.where += (out.where.empty() ? "" : " AND ") + w;
    if (out.where.empty()) out.where = "1";
    out.params = std::move(params_);
    return out;
  }

 private:
  // Numbered (?N), so the order in which parts of the SQL are built does
  // not have to follow the order in which they appear in the text.
  std::string param(db::Value v) {
    params_.push_back(std::move(v));
    return fmt::format("?{}", params_.size());
  }
  std::string text_param(const std::string& s) { return param(db::Value::text(s)); }

  [[noreturn]] static void fail(const std::string& msg, Span s) { throw QueryError(msg, s.pos, s.len); }

  // SQLite's statistics assume evenly spread values, so with several
  // indexed terms it may pick a weak index (t:character holds for 60% of a
  // pool). With the registry's value counts, estimate each top-level term
  // and keep only the most selective one indexable: the others get unary +,
  // SQLite's way of saying "do not use an index for this".
  void steer_indexes(const std::vector<const Node*>& top) {
    std::vector<std::pair<int64_t, const Node*>> est;
    for (const Node* n : top)
      if (auto e = estimate(*n)) est.emplace_back(*e, n);
    if (est.size() < 2) return;
    std::sort(est.begin(), est.end(), [](auto& a, auto& b) { return a.first < b.first; });
    // Terms on the chosen field stay indexable: atk>=4000 atk<=5000 is one range.
    const FieldDef* best = reg_.find(est.front().second->field);
    std::set<std::string> keep{best->column};
    // So do terms on the columns that follow it in its index (the game
    // table's other indexed columns, in registry order: search/source.cpp),
    // as far as the terms before them are equalities or IN lists: then one
    // index seek applies them all. r>=extreme c<=rg seeks (rarity, colour)
    // pairs instead of reading every rare card's entry (-28% instructions
    // on a 100,000-card pool).
    auto terms_on = [&](const std::string& column) {
      std::vector<const Node*> out;
      for (const Node* n : top)
        if (const FieldDef* f = n->kind == Node::Term ? reg_.find(n->field) : nullptr; f && f->column == column)
          out.push_back(n);
      return out;
    };
    auto all_equal = [&](const std::vector<const Node*>& terms) {
      return std::all_of(terms.begin(), terms.end(), [&](const Node* n) { return equality(*n); });
    };
    if (best->game_column && all_equal(terms_on(best->column)))
      for (const FieldDef& g : reg_.fields) {
        if (!g.index || !g.game_column || g.column == best->column) continue;
        std::vector<const Node*> terms = terms_on(g.column);
        if (terms.empty()) break;  // an index's columns serve in order, without gaps
        keep.insert(g.column);
        if (!all_equal(terms)) break;
      }
    for (size_t i = 1; i < est.size(); ++i)
      if (!keep.count(reg_.find(est[i].second->field)->column)) no_index_.insert(est[i].second);
  }

  // Whether a term compiles to "column = value" or "column IN (...)" on its
  // own column (see integer, enumeration and set below).
  bool equality(const Node& n) const {
    const FieldDef* f = reg_.find(n.field);
    if (!f || n.kind != Node::Term || n.value_kind == Node::Regex) return false;
    switch (f->kind) {
      case FieldDef::Int: {
        int64_t v;
        return (n.op == ":" || n.op == "=") && n.value_kind == Node::Plain && parse_int(n.value, v);
      }
      case FieldDef::Enum: return n.op != "!=" && (n.op == ":" || n.op == "=" || !f->order.empty());
      case FieldDef::Set: return !f->multi && (n.op == "<=" ? f->not_null : n.op == ":" || n.op == ">=");
      default: return false;
    }
  }

  // Cards matching a term, from the value counts; nullopt when unknown.
  std::optional<int64_t> estimate(const Node& n) {
    if (n.kind != Node::Term || n.value_kind == Node::Regex) return std::nullopt;
    const FieldDef* f = reg_.find(n.field);
    if (!f || !f->index) return std::nullopt;
    auto counts = reg_.value_counts.find(f->name);
    if (counts == reg_.value_counts.end()) return std::nullopt;
    auto count = [&](const std::string& v) {
      auto it = counts->second.find(lower(v));
      return it == counts->second.end() ? int64_t(0) : it->second;
    };
    const std::string& op = n.op;
    switch (f->kind) {
      case FieldDef::Enum: {
        if (op == ":") {
          int64_t sum = 0;
          for (const std::string& v : enum_values(n, *f)) sum += count(v);
          return sum;
        }
        if (op == "=") return count(n.value);
        auto rank = std::find(f->order.begin(), f->order.end(), lower(n.value));
        if (rank == f->order.end() || op == "!=") return std::nullopt;
        int64_t sum = 0, r = rank - f->order.begin();
        for (int64_t i = 0; i < int64_t(f->order.size()); ++i)
          if (op == "<" ? i < r : op == "<=" ? i <= r : op == ">" ? i > r : i >= r) sum += count(f->order[size_t(i)]);
        return sum;
      }
      case FieldDef::Set: {
        if (f->multi) return std::nullopt;
        std::vector<std::string> q = set_values(n, *f);
        int64_t sum = 0;
        for (const std::string& x : q) sum += count(x);
        if (op == "<=" || op == "<") return sum;
        if (op == ":" || op == ">=" || op == "=") return q.size() == 1 ? sum : 0;
        return std::nullopt;
      }
      case FieldDef::Int: {
        int64_t v;
        if (!parse_int(n.value, v)) return std::nullopt;
        int64_t sum = 0;
        for (auto& [key, k] : counts->second) {
          int64_t x;
          if (!parse_int(key, x)) continue;
          bool in = op == "<" ? x < v : op == "<=" ? x <= v : op == ">" ? x > v : op == ">=" ? x >= v
                  : op == "!=" ? x != v : x == v;
          if (in) sum += k;
        }
        return sum;
      }
      default:
        return std::nullopt;
    }
  }

  // The column as a predicate should read it: with + when its index is not wanted.
  std::string col(const Node& n, const FieldDef& f) const { return no_index_.count(&n) ? "+" + f.sql : f.sql; }

  std::string node(const Node& n) {
    switch (n.kind) {
      case Node::And:
      case Node::Or: {
        std::string out;
        for (const NodePtr& k : n.kids) out += (out.empty() ? "" : n.kind == Node::And ? " AND " : " OR ") + node(*k);
        return "(" + out + ")";
      }
      case Node::Not:
        return "(" + node(*n.kids[0]) + " IS NOT 1)";
      case Node::Text:
        return "c.id IN (SELECT rowid FROM card_fts WHERE card_fts MATCH " + text_param(fts_phrase(n)) + ")";
      case Node::Exact:
        return "c.name = " + text_param(n.value) + " COLLATE NOCASE";
      case Node::Term:
        return term(n);
    }
    return "0";
  }

  std::string term(const Node& n) {
    if (lower(n.field) == "is") return flag(n);
    const FieldDef* f = reg_.find(n.field);
    if (!f) {
      std::vector<std::string_view> names;
      for (const FieldDef& d : reg_.fields) {
        names.push_back(d.name);
        names.insert(names.end(), d.aliases.begin(), d.aliases.end());
      }
      fail(fmt::format("unknown field \"{}\"{} (`cardinal query --list-fields` lists them)", n.field,
                       did_you_mean(lower(n.field), names)),
           n.field_span);
    }
    if (n.value_kind == Node::Regex) return regex(n, *f);
    switch (f->kind) {
      case FieldDef::Int: return integer(n, *f);
      case FieldDef::Text: return text(n, *f);
      case FieldDef::Enum: return enumeration(n, *f);
      case FieldDef::Set: return set(n, *f);
      case FieldDef::Tags: return tags(n, *f);
    }
    return "0";
  }

  std::string flag(const Node& n) {
    const Flag* fl = reg_.flag(n.value);
    if (n.op != ":" && n.op != "=") fail("is: takes ':' (is:NAME)", n.op_span);
    if (!fl) {
      std::string names;
      for (const Flag& f : reg_.flags) names += (names.empty() ? "" : ", ") + f.name;
      fail(fmt::format("unknown is:{} (this game has: {})", n.value, names.empty() ? "none" : names), n.value_span);
    }
    return fl->sql;
  }

  void only_ops(const Node& n, const FieldDef& f, std::initializer_list<const char*> ops) {
    for (const char* o : ops)
      if (n.op == o) return;
    std::string list;
    for (const char* o : ops) list += (list.empty() ? "" : " ") + std::string(o);
    fail(fmt::format("{} is a {} field: it takes {}", f.name, kind_name(f.kind), list), n.op_span);
  }

  std::string regex(const Node& n, const FieldDef& f) {
    only_ops(n, f, {":", "=", "!="});
    if (f.kind == FieldDef::Int) fail(fmt::format("{} is a number: no /regex/", f.name), n.value_span);
    try {
      Regex check(n.value);
    } catch (const RegexError& e) {
      // +1: the value span starts at the opening slash.
      fail(fmt::format("bad regex: {}", e.what()), {n.value_span.pos + 1 + e.offset, 1});
    }
    std::string p = text_param(n.value);
    std::string m = f.tag_from.empty()
                        ? fmt::format("cardinal_regexp({}, {})", p, f.sql)
                        : elements(f, fmt::format("cardinal_regexp({}, {})", p, f.tag_value));
    return n.op == "!=" ? "(" + m + " IS NOT 1)" : m;
  }

  std::string integer(const Node& n, const FieldDef& f) {
    int64_t v;
    if (parse_int(n.value, v) && n.value_kind == Node::Plain)
      return fmt::format("{} {} {}", col(n, f), sql_op(n.op), param(db::Value::integer(v)));
    const FieldDef* other = n.value_kind == Node::Plain ? reg_.find(n.value) : nullptr;
    if (other && other->kind == FieldDef::Int) return fmt::format("{} {} {}", f.sql, sql_op(n.op), other->sql);
    fail(fmt::format("{} compares with a whole number or another number field, not \"{}\"", f.name, n.value),
         n.value_span);
  }

  std::string text(const Node& n, const FieldDef& f) {
    only_ops(n, f, {":", "=", "!="});
    if (n.op == ":") return fmt::format("{} LIKE {} ESCAPE '\\'", f.sql, text_param(like_contains(n.value)));
    return fmt::format("{} {} {} COLLATE NOCASE", f.sql, sql_op(n.op), text_param(n.value));
  }

  // The values an enumeration takes: its declared order, else the values the
  // database counts for it (indexed fields); none when neither is known.
  std::vector<std::string> known_values(const FieldDef& f) const {
    if (!f.order.empty()) return f.order;
    std::vector<std::string> out;
    auto counts = reg_.value_counts.find(f.name);
    if (counts != reg_.value_counts.end())
      for (const auto& kv : counts->second) out.push_back(kv.first);
    return out;
  }

  // What f:WORD stands for, as Scryfall reads a partial word: the value it
  // names, else every known value it begins (t:char is t:character). A word
  // that begins none is an error naming the values when the field declares
  // them (`order`); with only the database's counts it matches nothing.
  std::vector<std::string> enum_values(const Node& n, const FieldDef& f) const {
    std::string word = lower(n.value);
    std::vector<std::string> known = known_values(f), out;
    if (known.empty() || std::find(known.begin(), known.end(), word) != known.end()) return {word};
    for (const std::string& k : known)
      if (k.rfind(word, 0) == 0) out.push_back(k);
    if (out.empty() && !f.order.empty()) {
      std::vector<std::string_view> names(known.begin(), known.end());
      fail(fmt::format("{} is one of: {}{}", f.name, fmt::join(known, ", "), did_you_mean(word, names)),
           n.value_span);
    }
    return out.empty() ? std::vector<std::string>{word} : out;
  }

  std::string enumeration(const Node& n, const FieldDef& f) {
    if (n.op == ":") {
      std::vector<std::string> values = enum_values(n, f);
      if (values.size() > 1 || values[0] != lower(n.value)) {
        std::string list;
        for (const std::string& v : values) list += (list.empty() ? "" : ", ") + text_param(v);
        return fmt::format("{} COLLATE NOCASE IN ({})", col(n, f), list);
      }
    }
    bool ordered = n.op != ":" && n.op != "=" && n.op != "!=";
    if (!ordered) return fmt::format("{} {} {} COLLATE NOCASE", col(n, f), sql_op(n.op), text_param(n.value));
    if (f.order.empty()) only_ops(n, f, {":", "=", "!="});
    // An ordered comparison takes one value: a word that begins several is not one.
    std::vector<std::string> values = enum_values(n, f);
    auto rank = std::find(f.order.begin(), f.order.end(), values.size() == 1 ? values[0] : std::string());
    if (rank == f.order.end())
      fail(fmt::format("{} is one of: {} (\"{}\" begins {})", f.name, fmt::join(f.order, ", "), n.value,
                       fmt::join(values, " and ")),
           n.value_span);
    // r>=extreme becomes "rarity IN (extreme, celestial, ...)": an index can serve it.
    size_t r = size_t(rank - f.order.begin());
    std::string list;
    for (size_t i = 0; i < f.order.size(); ++i) {
      bool in = n.op == "<" ? i < r : n.op == "<=" ? i <= r : n.op == ">" ? i > r : i >= r;
      if (in) list += (list.empty() ? "" : ", ") + text_param(f.order[i]);
    }
    if (list.empty()) return "0";
    return fmt::format("{} COLLATE NOCASE IN ({})", col(n, f), list);
  }

  // "rg", "red", "red,green" -> {red, green}
  std::vector<std::string> set_values(const Node& n, const FieldDef& f) {
    std::string v = lower(n.value);
    std::vector<std::string> out;
    auto add = [&](const std::string& x) {
      if (std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
    };
    bool names = true;
    std::vector<std::string> words;
    for (size_t start = 0; start <= v.size();) {
      size_t comma = v.find(',', start);
      if (comma == std::string::npos) comma = v.size();
      words.push_back(v.substr(start, comma - start));
      start = comma + 1;
    }
    for (const std::string& w : words) {
      bool known = std::any_of(f.letters.begin(), f.letters.end(), [&](auto& l) { return l.second == w; });
      if (!known) names = false;
    }
    if (names) {
      for (const std::string& w : words) add(w);
      return out;
    }
    for (size_t i = 0; i < v.size(); ++i) {
      auto it = std::find_if(f.letters.begin(), f.letters.end(), [&](auto& l) { return l.first == v.substr(i, 1); });
      if (it == f.letters.end()) {
        std::string known;
        for (auto& [k, val] : f.letters) known += fmt::format("{}{}={}", known.empty() ? "" : " ", k, val);
        fail(fmt::format("unknown {} '{}' (use letters {} or full names)", f.name, v.substr(i, 1), known),
             {n.value_span.pos + i, 1});
      }
      add(it->second);
    }
    return out;
  }

  // Set algebra from two primitives: "has value x" and "has no value outside Q".
  std::string set(const Node& n, const FieldDef& f) {
    std::vector<std::string> q = set_values(n, f);
    auto has = [&](const std::string& x) {
      return f.multi ? elements(f, fmt::format("{} = {}", f.tag_value, text_param(x)))
                     : fmt::format("{} = {}", col(n, f), text_param(x));
    };
    auto within = [&]() {
      std::string list;
      for (const std::string& x : q) list += (list.empty() ? "" : ", ") + text_param(x);
      if (f.multi)
        return q.empty() ? fmt::format("NOT {}", elements(f, "1"))
                         : fmt::format("NOT {}", elements(f, fmt::format("{} NOT IN ({})", f.tag_value, list)));
      if (q.empty()) return fmt::format("{} IS NULL", f.sql);
      if (f.not_null) return fmt::format("{} IN ({})", col(n, f), list);  // lets an index serve it
      return fmt::format("({} IS NULL OR {} IN ({}))", f.sql, f.sql, list);
    };
    auto superset = [&]() {
      if (q.empty()) return std::string("1");
      std::string out;
      for (const std::string& x : q) out += (out.empty() ? "" : " AND ") + has(x);
      return "(" + out + ")";
    };
    const std::string& op = n.op;
    if (op == ":" || op == ">=") return superset();
    if (op == "<=") return within();
    if (op == "=") return "(" + superset() + " AND " + within() + ")";
    if (op == "!=") return "((" + superset() + " AND " + within() + ") IS NOT 1)";
    if (op == ">") return "(" + superset() + " AND (" + within() + ") IS NOT 1)";
    /* < */ return "(" + within() + " AND (" + superset() + ") IS NOT 1)";
  }

  std::string elements(const FieldDef& f, const std::string& pred) {
    return fmt::format("EXISTS (SELECT 1 FROM {} WHERE {}{})", f.tag_from,
                       f.tag_where.empty() ? "" : f.tag_where + " AND ", pred);
  }

  std::string tags(const Node& n, const FieldDef& f) {
    only_ops(n, f, {":", "=", "!="});
    if (n.op == ":")
      return elements(f, fmt::format("{} LIKE {} ESCAPE '\\'", f.tag_value, text_param(like_contains(n.value))));
    std::string eq = elements(f, fmt::format("{} = {} COLLATE NOCASE", f.tag_value, text_param(n.value)));
    return n.op == "=" ? eq : "(" + eq + " IS NOT 1)";
  }

  const Registry& reg_;
  bool filter_game_;
  std::set<const Node*> no_index_;
  std::vector<db::Value> params_;
};

}  // namespace

Compiled compile(const Node& root, const Registry& reg, bool filter_game) {
  return Compiler(reg, filter_game).run(root);
}

std::string select_expr(const FieldDef& f) { return f.sql; }

}  // namespace cardinal::search
