#include "search/registry.h"

#include <fmt/format.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "db/sqlite.h"
#include "core/json_keys.h"

namespace cardinal::search {

namespace {

using nlohmann::json;

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

// The common columns of `cards` (db/database.cpp) that a field may name.
const std::set<std::string, std::less<>> kCommonColumns = {"id", "game", "set_code", "number", "name",
                                                           "card_type", "text", "flavor"};

const std::map<std::string, FieldDef::Kind, std::less<>> kKinds = {
    {"text", FieldDef::Text}, {"enum", FieldDef::Enum}, {"int", FieldDef::Int},
    {"set", FieldDef::Set},   {"tags", FieldDef::Tags}};

// Where a plain column lives, as SQL; sets column/game_column.
void bind_column(FieldDef& f, const std::string& column, const db::GameSchema& schema, const std::string& origin) {
  f.column = column;
  if (kCommonColumns.count(column)) {
    f.sql = "c." + db::sql::quote_ident(column);
    f.not_null = column != "flavor";
  } else if (const db::Column* col = schema.find(column)) {
    f.sql = "t." + db::sql::quote_ident(column);
    f.game_column = true;
    f.not_null = col->not_null;
  } else {
    throw db::Error(fmt::format("{}: field \"{}\": no column \"{}\" in cards or {}", origin, f.name, column,
                                schema.table));
  }
}

// Tags/multi-valued sets read their elements from a JSON array column, or
// from the keyword table the build fills from the card scripts.
void bind_elements(FieldDef& f, const json& j) {
  if (j.value("source", "") == "script_keywords") {
    f.tag_from = "card_keywords k";
    f.tag_value = "k.keyword";
    f.tag_where = "k.id = c.id";
    f.sql = "(SELECT json_group_array(k.keyword) FROM card_keywords k WHERE k.id = c.id)";
  } else {
    f.tag_from = fmt::format("json_each({})", f.sql);
    f.tag_value = "value";
  }
}

std::vector<std::string> strings(const json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key))
    for (const json& v : j.at(key)) out.push_back(v.get<std::string>());
  return out;
}

}  // namespace

const char* kind_name(FieldDef::Kind k) {
  switch (k) {
    case FieldDef::Text: return "text";
    case FieldDef::Enum: return "enum";
    case FieldDef::Int: return "int";
    case FieldDef::Set: return "set";
    case FieldDef::Tags: return "tags";
  }
  return "?";
}

const FieldDef* Registry::find(std::string_view name) const {
  for (const FieldDef& f : fields) {
    if (iequals(f.name, name)) return &f;
    for (const std::string& a : f.aliases)
      if (iequals(a, name)) return &f;
  }
  return nullptr;
}

const Flag* Registry::flag(std::string_view name) const {
  for (const Flag& f : flags)
    if (iequals(f.name, name)) return &f;
  return nullptr;
}

Registry Registry::from_json(std::string_view text, const db::GameSchema& schema, std::string origin) {
  Registry r;
  r.game = schema.game;
  r.table = schema.table;
  r.origin = origin;
  try {
    json j = json::parse(text);
    auto keys = [&](const json& o, std::initializer_list<std::string_view> known, const std::string& where) {
      if (std::string bad = unknown_key(o, known); !bad.empty()) throw db::Error(fmt::format("{}: {}{}", origin, where, bad));
    };
    keys(j, {"fields", "flags", "default_fields", "default_sort", "keyword_kinds", "stats"}, "");
    std::set<std::string> seen;
    for (const json& jf : j.at("fields")) {
      FieldDef f;
      f.name = jf.at("name").get<std::string>();
      keys(jf, {"name", "aliases", "kind", "help", "index", "multi", "column", "sql", "source", "letters", "order"},
           fmt::format("field \"{}\": ", f.name));
      f.aliases = strings(jf, "aliases");
      for (const std::string& n : f.aliases) {
        if (!seen.insert(n).second) throw db::Error(fmt::format("{}: name \"{}\" is used twice", origin, n));
      }
      if (!seen.insert(f.name).second) throw db::Error(fmt::format("{}: name \"{}\" is used twice", origin, f.name));
      std::string kind = jf.at("kind").get<std::string>();
      auto k = kKinds.find(kind);
      if (k == kKinds.end()) throw db::Error(fmt::format("{}: field \"{}\": unknown kind \"{}\"", origin, f.name, kind));
      f.kind = k->second;
      f.help = jf.value("help", "");
      f.index = jf.value("index", false);
      f.multi = jf.value("multi", false);
      if (jf.contains("column")) bind_column(f, jf.at("column").get<std::string>(), schema, origin);
      else if (jf.contains("sql")) f.sql = "(" + jf.at("sql").get<std::string>() + ")";
      else if (jf.value("source", "") != "script_keywords")
        throw db::Error(fmt::format("{}: field \"{}\" needs \"column\", \"sql\" or \"source\"", origin, f.name));
      if (f.kind == FieldDef::Tags || (f.kind == FieldDef::Set && f.multi)) bind_elements(f, jf);
      if (jf.contains("letters"))
        for (auto& [key, val] : jf.at("letters").items()) f.letters.emplace_back(key, val.get<std::string>());
      f.order = strings(jf, "order");
      if (f.kind == FieldDef::Set && f.letters.empty())
        throw db::Error(fmt::format("{}: set field \"{}\" needs \"letters\"", origin, f.name));
      r.fields.push_back(std::move(f));
    }
    if (j.contains("flags"))
      for (const json& jf : j.at("flags")) {
        keys(jf, {"name", "sql", "help"}, fmt::format("flag \"{}\": ", jf.value("name", "?")));
        r.flags.push_back({jf.at("name").get<std::string>(), "(" + jf.at("sql").get<std::string>() + ")",
                           jf.value("help", "")});
      }
    r.default_fields = strings(j, "default_fields");
    r.default_sort = strings(j, "default_sort");
    r.keyword_kinds = strings(j, "keyword_kinds");
    if (j.contains("stats")) {
      const json& s = j.at("stats");
      keys(s, {"curve", "histograms", "numeric"}, "stats: ");
      r.curve = s.value("curve", "");
      r.histograms = strings(s, "histograms");
      r.numeric = strings(s, "numeric");
    }
  } catch (const json::exception& e) {
    throw db::Error(fmt::format("{}: {}", origin, e.what()));
  }
  // Every field named elsewhere in the file must exist.
  auto check = [&](const std::string& name, const char* where) {
    if (!r.find(name)) throw db::Error(fmt::format("{}: {} names unknown field \"{}\"", origin, where, name));
  };
  for (const std::string& n : r.default_fields) check(n, "default_fields");
  for (const std::string& n : r.default_sort) check(n[0] == '-' ? n.substr(1) : n, "default_sort");
  for (const std::string& n : r.histograms) check(n, "stats.histograms");
  for (const std::string& n : r.numeric) check(n, "stats.numeric");
  if (!r.curve.empty()) check(r.curve, "stats.curve");
  return r;
}

Registry Registry::from_schema(const db::GameSchema& schema) {
  Registry r;
  r.game = schema.game;
  r.table = schema.table;
  r.origin = fmt::format("(fields derived from the schema of {})", schema.game);
  auto add = [&](const std::string& name, const std::string& column, FieldDef::Kind kind) {
    FieldDef f;
    f.name = name;
    f.kind = kind;
    bind_column(f, column, schema, r.origin);
    if (kind == FieldDef::Tags) {
      f.tag_from = fmt::format("json_each({})", f.sql);
      f.tag_value = "value";
    }
    r.fields.push_back(std::move(f));
  };
  add("id", "id", FieldDef::Int);
  add("number", "number", FieldDef::Text);
  add("name", "name", FieldDef::Text);
  add("type", "card_type", FieldDef::Enum);
  add("text", "text", FieldDef::Text);
  add("set", "set_code", FieldDef::Enum);
  for (const db::Column& c : schema.columns)
    add(c.name, c.name, c.integer ? FieldDef::Int : c.json_array ? FieldDef::Tags : FieldDef::Text);
  r.default_fields = {"number", "name", "type"};
  r.default_sort = {"number"};
  r.histograms = {"type"};
  return r;
}

Registry Registry::load(const std::filesystem::path& game_dir, const db::GameSchema& schema) {
  std::filesystem::path file = game_dir / "query.json";
  std::ifstream in(file, std::ios::binary);
  if (!in) return from_schema(schema);
  std::ostringstream s;
  s << in.rdbuf();
  return from_json(s.str(), schema, file.string());
}

}  // namespace cardinal::search
