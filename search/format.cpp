#include "core/json_util.h"
#include "search/format.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace cardinal::search {

namespace {

using json = nlohmann::ordered_json;

bool is_list(const FieldDef* f) { return f->kind == FieldDef::Tags || (f->kind == FieldDef::Set && f->multi); }

json to_json(const FieldDef* f, const db::Value& v) {
  if (v.is_null()) return nullptr;
  if (v.kind == db::Value::Kind::Int) return v.i;
  if (is_list(f)) {
    json j = json::parse(v.s, nullptr, false);
    if (!j.is_discarded()) return j;
  }
  return v.s;
}

// Plain text of a cell: lists joined with ", ", lines with " / ".
std::string plain(const FieldDef* f, const db::Value& v) {
  if (v.is_null()) return "";
  if (v.kind == db::Value::Kind::Int) return std::to_string(v.i);
  if (is_list(f)) {
    json j = json::parse(v.s, nullptr, false);
    if (j.is_array()) {
      std::string out;
      for (const json& e : j) out += (out.empty() ? "" : ", ") + (e.is_string() ? e.get<std::string>() : dump_json(e));
      return out;
    }
  }
  std::string out;
  for (char c : v.s) {
    if (c == '\n') out += " / ";
    else out += c;
  }
  return out;
}

size_t width(const std::string& s) {
  size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

// Cuts to at most `max` code points, marking the cut.
std::string clip(const std::string& s, size_t max) {
  if (width(s) <= max) return s;
  size_t n = 0, i = 0;
  for (; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && ++n > max - 1) break;
  }
  return s.substr(0, i) + "…";
}

std::string csv_cell(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string table(const ResultSet& r) {
  std::vector<std::vector<std::string>> cells;
  std::vector<std::string> head;
  for (const FieldDef* f : r.fields) head.push_back(f->name);
  std::vector<size_t> w;
  for (const std::string& h : head) w.push_back(width(h));
  for (const auto& row : r.rows) {
    std::vector<std::string> line;
    for (size_t i = 0; i < row.size(); ++i) {
      line.push_back(clip(plain(r.fields[i], row[i]), 60));
      w[i] = std::max(w[i], width(line.back()));
    }
    cells.push_back(std::move(line));
  }
  auto emit = [&](const std::vector<std::string>& line) {
    std::string out;
    for (size_t i = 0; i < line.size(); ++i) {
      bool last = i + 1 == line.size();
      out += line[i];
      if (!last) out += std::string(w[i] - width(line[i]) + 2, ' ');
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = emit(head);
  for (const auto& line : cells) out += emit(line);
  return out;
}

json row_json(const ResultSet& r, size_t k) {
  json o = json::object();
  o["id"] = r.ids[k];
  for (size_t i = 0; i < r.fields.size(); ++i) o[r.fields[i]->name] = to_json(r.fields[i], r.rows[k][i]);
  return o;
}

}  // namespace

std::string format_rows(const ResultSet& r, const std::string& format) {
  if (format == "table") return r.rows.empty() ? "" : table(r);  // like grep: nothing found, nothing printed
  if (format == "ids") {
    std::string out;
    for (int64_t id : r.ids) out += std::to_string(id) + "\n";
    return out;
  }
  if (format == "json") {
    json a = json::array();
    for (size_t k = 0; k < r.rows.size(); ++k) a.push_back(row_json(r, k));
    return dump_json(a, 2) + "\n";
  }
  if (format == "jsonl") {
    std::string out;
    for (size_t k = 0; k < r.rows.size(); ++k) out += dump_json(row_json(r, k)) + "\n";
    return out;
  }
  if (format == "csv") {
    std::string out = "id";
    for (const FieldDef* f : r.fields) out += "," + csv_cell(f->name);
    out += "\r\n";
    for (size_t k = 0; k < r.rows.size(); ++k) {
      out += std::to_string(r.ids[k]);
      for (size_t i = 0; i < r.fields.size(); ++i) {
        const db::Value& v = r.rows[k][i];
        out += "," + csv_cell(v.kind == db::Value::Kind::Text ? v.s : plain(r.fields[i], v));
      }
      out += "\r\n";
    }
    return out;
  }
  throw OptionError(fmt::format("unknown format \"{}\" (table, json, jsonl, csv, ids)", format));
}

std::string format_stats(const Stats& s, const std::string& format) {
  auto hist_json = [](const Histogram& h) {
    json a = json::array();
    for (auto& [v, n] : h.buckets) a.push_back({{"value", v.empty() ? json(nullptr) : json(v)}, {"cards", n}});
    return a;
  };
  if (format == "json") {
    json j{{"cards", s.cards}};
    if (s.curve) j["curve"] = {{"field", s.curve->field}, {"buckets", hist_json(*s.curve)}};
    j["histograms"] = json::object();
    for (const Histogram& h : s.histograms) j["histograms"][h.field] = hist_json(h);
    j["numeric"] = json::object();
    for (const Summary& n : s.numeric) {
      json o{{"count", n.count}};
      o["min"] = n.min ? json(*n.min) : json(nullptr);
      o["max"] = n.max ? json(*n.max) : json(nullptr);
      o["mean"] = n.mean ? json(*n.mean) : json(nullptr);
      j["numeric"][n.field] = o;
    }
    return dump_json(j, 2) + "\n";
  }
  std::string out = fmt::format("cards: {}\n", s.cards);
  auto bars = [&](const Histogram& h, const std::string& title) {
    out += fmt::format("\n{}:\n", title);
    int64_t top = 1;
    size_t w = 4;
    for (auto& [v, n] : h.buckets) {
      top = std::max(top, n);
      w = std::max(w, width(v));
    }
    for (auto& [v, n] : h.buckets) {
      std::string label = v.empty() ? "none" : v;
      size_t len = size_t((n * 40 + top - 1) / top);
      std::string bar;
      for (size_t i = 0; i < len; ++i) bar += "#";
      out += fmt::format("  {}{}  {:>5}  {}\n", label, std::string(w - width(label), ' '), n, bar);
    }
  };
  if (s.curve) bars(*s.curve, s.curve->field + " curve");
  for (const Histogram& h : s.histograms) bars(h, h.field);
  if (!s.numeric.empty()) {
    out += "\nnumbers:\n";
    out += fmt::format("  {:<10} {:>6} {:>8} {:>8} {:>10}\n", "field", "cards", "min", "max", "mean");
    for (const Summary& n : s.numeric)
      out += fmt::format("  {:<10} {:>6} {:>8} {:>8} {:>10}\n", n.field, n.count,
                         n.min ? std::to_string(*n.min) : "-", n.max ? std::to_string(*n.max) : "-",
                         n.mean ? fmt::format("{:.1f}", *n.mean) : "-");
  }
  return out;
}

}  // namespace cardinal::search
