// Typing set-file records against a game's schema, and writing the canonical
// text. Canonical means: one spelling per value (decimal integers, compact
// JSON, defaults left out), so a file survives parse -> write byte for byte
// and a database export diffs cleanly against the source.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <nlohmann/json.hpp>

#include "db/setfile.h"

namespace cardinal::db {

namespace {

// Keys written before / after the game's own columns. "id" is not a
// per-game column for our purposes (it is the shared primary key).
bool is_common_key(std::string_view k) {
  return k == "id" || k == "number" || k == "name" || k == "card_type" || k == "text" ||
         k == "flavor";
}

std::string card_label(const CardRow& row) {
  return fmt::format("card {} ({})", row.id, row.number);
}

void dump_canonical(const nlohmann::json& j, std::string& out) {
  if (j.is_array()) {
    out += '[';
    for (size_t i = 0; i < j.size(); ++i) {
      if (i) out += ", ";
      dump_canonical(j[i], out);
    }
    out += ']';
  } else if (j.is_object()) {
    out += '{';
    bool first = true;
    for (const auto& [k, v] : j.items()) {
      if (!first) out += ", ";
      first = false;
      out += nlohmann::json(k).dump();
      out += ": ";
      dump_canonical(v, out);
    }
    out += '}';
  } else {
    out += j.dump();  // scalars: nlohmann's escaping, UTF-8 kept as is
  }
}

Value convert(const Field& f, const Column& col, const SetSource& src) {
  if (col.integer) {
    int64_t v = 0;
    const char* end = f.value.data() + f.value.size();
    auto [p, ec] = std::from_chars(f.value.data(), end, v);
    if (f.value.empty() || ec != std::errc() || p != end)
      throw Error(located(src.path, f.line,
                          fmt::format("bad integer \"{}\" for column \"{}\"", f.value, col.name)));
    return Value::integer(v);
  }
  if (col.json_array) {
    try {
      return Value::text(canonical_json_array(f.value));
    } catch (const Error& e) {
      throw Error(located(src.path, f.line, fmt::format("column \"{}\": {}", col.name, e.what())));
    }
  }
  return Value::text(f.value);
}

// Writes one "key: value" field, using continuation lines for multi-line
// values (see setfile.h for the rules this must mirror).
void write_field(std::string& out, std::string_view key, std::string_view value,
                 const std::string& who) {
  std::vector<std::string_view> lines;
  for (size_t pos = 0;;) {
    size_t nl = value.find('\n', pos);
    lines.push_back(value.substr(pos, nl == std::string_view::npos ? nl : nl - pos));
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  for (std::string_view l : lines) {
    char last = l.empty() ? 'x' : l.back();
    if (last == ' ' || last == '\t' || last == '\r')
      throw Error(fmt::format("{}: \"{}\" has trailing whitespace on a line, which the set "
                              "format cannot keep", who, key));
  }
  out += key;
  out += ':';
  std::string_view first = lines.front();
  bool inline_first = !first.empty() && first.front() != ' ' && first.front() != '\t';
  if (inline_first) {
    out += ' ';
    out += first;
  }
  out += '\n';
  if (lines.size() == 1 && (inline_first || first.empty())) return;
  for (size_t i = inline_first ? 1 : 0; i < lines.size(); ++i) {
    out += "  ";
    out += lines[i];
    if (lines[i].empty() || lines[i].find_first_not_of('.') == std::string_view::npos) out += '.';
    out += '\n';
  }
}

}  // namespace

std::string canonical_json_array(std::string_view text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) throw Error(fmt::format("invalid JSON \"{}\"", text));
  if (!j.is_array()) throw Error(fmt::format("expected a JSON array, got \"{}\"", text));
  std::string out;
  try {
    dump_canonical(j, out);
  } catch (const nlohmann::json::exception& e) {  // e.g. invalid UTF-8 in a string
    throw Error(fmt::format("cannot write JSON \"{}\": {}", text, e.what()));
  }
  return out;
}

CardRow to_row(const CardRecord& rec, const SetSource& src, const GameSchema& schema) {
  CardRow row;
  row.game = src.header.game;
  row.set_code = src.header.set_code;
  std::vector<std::pair<size_t, std::pair<std::string, Value>>> typed;  // (column index, field)
  for (const Field& f : rec.fields) {
    if (f.key == "id") {
      const char* end = f.value.data() + f.value.size();
      auto [p, ec] = std::from_chars(f.value.data(), end, row.id);
      if (ec != std::errc() || p != end || row.id <= 0)
        throw Error(located(src.path, f.line, fmt::format("bad id \"{}\"", f.value)));
    } else if (f.key == "number") row.number = f.value;
    else if (f.key == "name") row.name = f.value;
    else if (f.key == "card_type") row.card_type = f.value;
    else if (f.key == "text") row.text = f.value;
    else if (f.key == "flavor") row.flavor = f.value;
    else if (f.key == "game" || f.key == "set" || f.key == "set_code")
      throw Error(located(src.path, f.line,
                          fmt::format("\"{}\" comes from the set header, not from card records", f.key)));
    else {
      const Column* col = schema.find(f.key);
      if (!col)
        throw Error(located(src.path, f.line, fmt::format("unknown column \"{}\" for game {}",
                                                          f.key, schema.game)));
      typed.push_back({size_t(col - schema.columns.data()), {f.key, convert(f, *col, src)}});
    }
  }
  std::sort(typed.begin(), typed.end(), [](auto& a, auto& b) { return a.first < b.first; });
  for (auto& t : typed) row.fields.push_back(std::move(t.second));
  return row;
}

std::vector<CardRow> to_rows(const SetSource& src, const GameSchema& schema) {
  if (src.header.game != schema.game)
    throw Error(located(src.path, src.header.line,
                        fmt::format("set is for game \"{}\" but the schema is for \"{}\"",
                                    src.header.game, schema.game)));
  std::vector<CardRow> rows;
  rows.reserve(src.cards.size());
  for (const CardRecord& rec : src.cards) rows.push_back(to_row(rec, src, schema));
  return rows;
}

CardRecord to_record(const CardRow& row, const GameSchema& schema) {
  CardRecord rec;
  rec.fields = {{"id", std::to_string(row.id), 0},
                {"number", row.number, 0},
                {"name", row.name, 0},
                {"card_type", row.card_type, 0}};
  for (const auto& [name, v] : row.fields) {
    const Column* col = schema.find(name);
    if (v.is_null()) {
      // An absent key means "default", so a NULL can only be expressed in
      // a column whose default is NULL.
      if (col && col->has_default)
        throw Error(fmt::format("{}: column \"{}\" is NULL but has a default; the set format "
                                "cannot express that", card_label(row), name));
      continue;
    }
    rec.fields.push_back({name, v.kind == Value::Kind::Int ? std::to_string(v.i) : v.s, 0});
  }
  if (!row.text.empty()) rec.fields.push_back({"text", row.text, 0});
  if (row.flavor) rec.fields.push_back({"flavor", *row.flavor, 0});
  return rec;
}

std::string write_set(const SetSource& src, const GameSchema& schema) {
  return write_set(src.header, to_rows(src, schema), schema);
}

std::string write_set(const SetHeader& header, std::vector<CardRow> rows,
                      const GameSchema& schema) {
  std::string out;
  for (const std::string& c : header.comments) out += c + '\n';
  write_field(out, "game", header.game, "set header");
  write_field(out, "set", header.set_code, "set header");
  write_field(out, "name", header.name, "set header");

  std::sort(rows.begin(), rows.end(),
            [](const CardRow& a, const CardRow& b) { return a.number < b.number; });
  for (const CardRow& row : rows) {
    std::string who = card_label(row);
    out += '\n';
    write_field(out, "id", std::to_string(row.id), who);
    write_field(out, "number", row.number, who);
    write_field(out, "name", row.name, who);
    write_field(out, "card_type", row.card_type, who);
    for (const auto& [name, v] : row.fields)
      if (is_common_key(name) || !schema.find(name))
        throw Error(fmt::format("{}: unknown column \"{}\" for game {}", who, name, schema.game));
    for (const Column& col : schema.columns) {
      const Value* v = row.get(col.name);
      if (!v || (col.default_value && *v == *col.default_value)) continue;
      if (v->is_null()) {
        if (col.has_default)
          throw Error(fmt::format("{}: column \"{}\" is NULL but has a default; the set format "
                                  "cannot express that", who, col.name));
        continue;
      }
      if (v->kind == Value::Kind::Int) {
        write_field(out, col.name, std::to_string(v->i), who);
      } else if (col.json_array) {
        try {
          write_field(out, col.name, canonical_json_array(v->s), who);
        } catch (const Error& e) {
          throw Error(fmt::format("{}: column \"{}\": {}", who, col.name, e.what()));
        }
      } else {
        write_field(out, col.name, v->s, who);
      }
    }
    if (!row.text.empty()) write_field(out, "text", row.text, who);
    if (row.flavor) write_field(out, "flavor", *row.flavor, who);
  }
  return out;
}

}  // namespace cardinal::db
