#include "search/engine.h"

#include <fmt/format.h>

#include "db/sqlite.h"

namespace cardinal::search {

namespace {

const FieldDef& field_or_throw(const Registry& reg, const std::string& name, const char* option) {
  const FieldDef* f = reg.find(name);
  if (!f) {
    std::string known;
    for (const FieldDef& d : reg.fields) known += (known.empty() ? "" : ", ") + d.name;
    throw OptionError(fmt::format("{}: unknown field \"{}\" (fields: {})", option, name, known));
  }
  return *f;
}

db::sql::Statement prepare(sqlite3* db, const std::string& sql, const std::vector<db::Value>& params) {
  db::sql::Statement st(db, sql);
  for (size_t i = 0; i < params.size(); ++i) st.bind(int(i + 1), params[i]);
  return st;
}

db::Value cell(const db::sql::Statement& st, int col) {
  switch (st.storage_class(col)) {
    case SQLITE_NULL: return db::Value::null();
    case SQLITE_INTEGER: return db::Value::integer(st.integer(col));
    default: return db::Value::text(st.text(col));
  }
}

std::string render(const db::Value& v) {
  if (v.kind == db::Value::Kind::Int) return std::to_string(v.i);
  if (v.kind == db::Value::Kind::Text) return fmt::format("\"{}\"", v.s);
  return "NULL";
}

}  // namespace

Plan plan(const Node& root, const Registry& reg, const Options& opt) {
  Plan p;
  p.compiled = compile(root, reg, opt.filter_game);
  for (const std::string& n : opt.fields.empty() ? reg.default_fields : opt.fields)
    p.fields.push_back(&field_or_throw(reg, n, "--fields"));
  if (p.fields.empty()) p.fields.push_back(&field_or_throw(reg, "name", "--fields"));

  std::string select = "c.id";
  for (const FieldDef* f : p.fields) select += ", " + select_expr(*f);

  // NULLs sort last either way: "cards without ATK" are not the weakest.
  std::string order;
  auto add_key = [&](std::string key) {
    bool desc = !key.empty() && key[0] == '-';
    if (desc || (!key.empty() && key[0] == '+')) key = key.substr(1);
    const FieldDef& f = field_or_throw(reg, key, "--sort");
    if (!order.empty()) order += ", ";
    // Descending, SQLite already puts NULLs last; leaving the IS NULL key
    // out then lets an index on the field give the order (a sorted page
    // stops after LIMIT rows instead of sorting every match).
    if (!f.not_null && !desc) order += fmt::format("({}) IS NULL, ", f.sql);
    order += f.sql + (desc ? " DESC" : "");
  };
  for (const std::string& k : opt.sort) add_key(k);
  if (opt.sort.empty() && p.compiled.ranked) order = "f.score";
  if (opt.sort.empty())
    for (const std::string& k : reg.default_sort) {
      if (!order.empty()) order += ", ";
      std::string before = order;
      order.clear();
      add_key(k);
      order = before + order;
    }
  order += std::string(order.empty() ? "" : ", ") + "c.id";

  p.params = p.compiled.params;
  p.sql = fmt::format("SELECT {} FROM {} WHERE {} ORDER BY {}", select, p.compiled.from, p.compiled.where, order);
  if (opt.limit >= 0 || opt.offset > 0) {
    p.params.push_back(db::Value::integer(opt.limit));
    p.params.push_back(db::Value::integer(opt.offset));
    p.sql += fmt::format(" LIMIT ?{} OFFSET ?{}", p.params.size() - 1, p.params.size());
  }
  return p;
}

ResultSet run(sqlite3* db, const Plan& p) {
  ResultSet r;
  r.fields = p.fields;
  db::sql::Statement st = prepare(db, p.sql, p.params);
  while (st.step()) {
    r.ids.push_back(st.integer(0));
    std::vector<db::Value> row;
    row.reserve(p.fields.size());
    for (size_t i = 0; i < p.fields.size(); ++i) row.push_back(cell(st, int(i + 1)));
    r.rows.push_back(std::move(row));
  }
  return r;
}

Stats stats(sqlite3* db, const Plan& p, const Registry& reg) {
  Stats s;
  const Compiled& c = p.compiled;
  std::string from_where = fmt::format("FROM {} WHERE {}", c.from, c.where);
  {
    db::sql::Statement st = prepare(db, "SELECT count(*) " + from_where, c.params);
    if (st.step()) s.cards = st.integer(0);
  }
  auto histogram = [&](const std::string& name) {
    const FieldDef& f = field_or_throw(reg, name, "stats");
    Histogram h{f.name, {}};
    // Tags count each value once per card; other kinds count the value.
    std::string sql = f.tag_from.empty()
        ? fmt::format("SELECT {} AS v, count(*) {} GROUP BY v ORDER BY v IS NULL, v", f.sql, from_where)
        : fmt::format("SELECT {}, count(*) FROM {}, {} WHERE {}{} GROUP BY 1 ORDER BY 1", f.tag_value, c.from,
                      f.tag_from, c.where, f.tag_where.empty() ? "" : " AND " + f.tag_where);
    db::sql::Statement st = prepare(db, sql, c.params);
    while (st.step()) h.buckets.emplace_back(st.is_null(0) ? "" : st.text(0), st.integer(1));
    return h;
  };
  if (!reg.curve.empty()) s.curve = histogram(reg.curve);
  for (const std::string& h : reg.histograms) s.histograms.push_back(histogram(h));
  for (const std::string& name : reg.numeric) {
    const FieldDef& f = field_or_throw(reg, name, "stats");
    db::sql::Statement st = prepare(
        db, fmt::format("SELECT count({0}), min({0}), max({0}), avg({0}) {1}", f.sql, from_where), c.params);
    Summary sum;
    sum.field = f.name;
    if (st.step()) {
      sum.count = st.integer(0);
      if (!st.is_null(1)) sum.min = st.integer(1);
      if (!st.is_null(2)) sum.max = st.integer(2);
      if (!st.is_null(3)) sum.mean = std::stod(st.text(3));
    }
    s.numeric.push_back(sum);
  }
  return s;
}

std::string explain(sqlite3* db, const Node& root, const Plan& p) {
  std::string out = "query tree:\n" + to_string(root, 1) + "\nSQL:\n  " + p.sql + "\n";
  if (!p.params.empty()) {
    out += "parameters:\n";
    for (size_t i = 0; i < p.params.size(); ++i) out += fmt::format("  ?{} = {}\n", i + 1, render(p.params[i]));
  }
  out += "query plan:\n";
  db::sql::Statement st = prepare(db, "EXPLAIN QUERY PLAN " + p.sql, p.params);
  // Rows are (id, parent, notused, detail); indent children under parents.
  std::vector<std::pair<int64_t, int>> depth;  // id -> depth
  while (st.step()) {
    int64_t id = st.integer(0), parent = st.integer(1);
    int d = 1;
    for (auto& [pid, pd] : depth)
      if (pid == parent) d = pd + 1;
    depth.emplace_back(id, d);
    out += std::string(size_t(d) * 2, ' ') + st.text(3) + "\n";
  }
  return out;
}

}  // namespace cardinal::search
